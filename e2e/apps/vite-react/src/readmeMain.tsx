import { createRoot } from 'react-dom/client'
// README.md's "Install in your app" example, written here by buildPackagedApp as it is.
import { App } from './readmeExample.tsx'

createRoot(document.getElementById('root')!).render(<App />)
