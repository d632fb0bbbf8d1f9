import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // See keyValueStorageShim.ts: the real module throws on load where storage is blocked.
      '@walletconnect/keyvaluestorage': fileURLToPath(
        new URL('./src/connectors/walletConnect/keyValueStorageShim.ts', import.meta.url),
      ),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
})
