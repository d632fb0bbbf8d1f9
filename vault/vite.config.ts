import { defineConfig } from 'vite'

/** The vault: one small script, served under `/<version>/` (relative asset paths). */
export default defineConfig({
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
})
