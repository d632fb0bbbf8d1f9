import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { bootFrame } from './bootFrame.ts'
import { FrameAppContext } from './state/FrameAppContext.tsx'
import './theme/base.css'

const booted = bootFrame(window)
if (booted) {
  const root = document.getElementById('root')
  if (root) {
    createRoot(root).render(
      <FrameAppContext.Provider value={booted.app}>
        <App isMobile={booted.isMobile} />
      </FrameAppContext.Provider>,
    )
  }
}
