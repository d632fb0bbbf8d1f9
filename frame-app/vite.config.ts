import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/**
 * The frame origin also serves the host loader's add-on scripts (porthole-solana.js, fetched
 * by the loader when a solana network is configured); host-sdk builds them first.
 */
function hostAddOns(): Plugin {
  return {
    name: 'porthole-host-add-ons',
    apply: 'build',
    async generateBundle() {
      const file = fileURLToPath(new URL('../host-sdk/dist/porthole-solana.js', import.meta.url))
      const source = await readFile(file).catch(() => {
        throw new Error(`${file} is missing: build host-sdk before frame-app.`)
      })
      this.emitFile({ type: 'asset', fileName: 'porthole-solana.js', source })
    },
  }
}

/** The feature whose lazy-chunk entry (`features/<feature>/chunk.ts`) is among `ids`, if any. */
const featureOfChunk = (ids: readonly (string | null | undefined)[]) =>
  ids.map((id) => /features\/([^/]+)\/chunk\.ts$/.exec(id ?? '')?.[1]).find(Boolean)

/** A locale's chunk (`i18n/locales/<tag>.ts` and the JSON it globs) is `catalog-<tag>`. */
const localeOfChunk = (id: string | null | undefined) => {
  const tag = /i18n\/locales\/([\w-]+)\.ts$/.exec(id ?? '')?.[1]
  return tag ? `catalog-${tag}` : undefined
}

/** The chunks named by a code-splitting group below rather than by a feature. */
const groups = new Set(['afterConnect', 'forms'])

export default defineConfig({
  plugins: [react(), hostAddOns()],
  resolve: {
    alias: [
      // See keyValueStorageShim.ts: the real module throws on load where storage is blocked.
      {
        find: '@walletconnect/keyvaluestorage',
        replacement: fileURLToPath(
          new URL('./src/connectors/walletConnect/keyValueStorageShim.ts', import.meta.url),
        ),
      },
      // See scopedLocalStorageShim.ts: the SDK's own class throws where storage is blocked.
      {
        find: /^(\.{1,2}\/)+core\/storage\/ScopedLocalStorage\.js$/,
        replacement: fileURLToPath(
          new URL('./src/connectors/coinbase/scopedLocalStorageShim.ts', import.meta.url),
        ),
      },
      // @xstate/react imports the shims for React < 18; React 19 has useSyncExternalStore, and
      // the shims' fallback code would only add to the first paint.
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // Browsers without modulepreload (Safari before 17) fetch a lazy chunk's imports when it
    // runs instead of alongside it: not worth the polyfill's bytes in the first paint.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A feature's lazy chunk is named after the feature (its entry is always `chunk.ts`); a
        // group's chunk after the group. Seven hash characters for scripts and six for styles,
        // not eight: the first paint names every lazy chunk and style sheet it can load, and
        // hashes do not compress (about 110 B gzip in all). The build says so if the chunks
        // ever grow too many for seven.
        chunkFileNames: (chunk) =>
          `assets/${groups.has(chunk.name) ? chunk.name : (featureOfChunk([chunk.facadeModuleId, ...chunk.moduleIds]) ?? localeOfChunk(chunk.facadeModuleId) ?? '[name]')}-[hash:7].js`,
        assetFileNames: (asset) =>
          `assets/${featureOfChunk(asset.originalFileNames) ?? '[name]'}-[hash:6][extname]`,
        codeSplitting: {
          groups: [
            { name: 'frame', tags: ['$initial'] },
            // The form parts of the views that take amounts and names (Send, Swap, OnRamp,
            // RegisterAccountName): one chunk, not one per set of views that shares a part. The
            // flows' shared guards join it: a chunk of their own would add its name to the first
            // paint, which names every lazy chunk.
            {
              name: 'forms',
              test: /src\/(components\/(Form|FormRow|AmountInput|DetailRows|NeedsAccount)|guards)\//,
            },
            // The views after Connect share one chunk, prefetched once the frame has rendered
            // (one chunk compresses better than six). A view's folder starts upper-case; its
            // feature's `views/create<Feature>Views.ts` is in the first paint.
            {
              name: 'afterConnect',
              test: /src\/features\/(account|networks|connection|walletConnect)\/views\/[A-Z]/,
            },
          ],
        },
      },
    },
  },
})
