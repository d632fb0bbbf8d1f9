import { defineConfig } from 'vite'

/** The vault: one small script, served under `/<version>/` (relative asset paths). */
export default defineConfig({
  base: './',
  // One copy of noble and scure for viem, the vault and the lazy Bitcoin chunk's BIP-32 and
  // btc-signer, which otherwise each bring their own (decision 0269).
  resolve: { dedupe: ['@noble/curves', '@noble/hashes', '@scure/base'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
})
