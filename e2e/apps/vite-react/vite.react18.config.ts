import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const react18 = (name: string) =>
  fileURLToPath(new URL(`./react18/node_modules/${name}`, import.meta.url))

// The React apps' page again (the hooks app when no `?app=` is given), on React 18 (installed
// in react18/): @porthole/react's peers say 18 or 19. Every import of react and react-dom, ours
// included, gets React 18. Built to dist-react18/, served under /react18/.
export default defineConfig({
  plugins: [react()],
  base: '/react18/',
  resolve: { alias: { react: react18('react'), 'react-dom': react18('react-dom') } },
  build: { outDir: 'dist-react18', rollupOptions: { input: ['index.html'] } },
})
