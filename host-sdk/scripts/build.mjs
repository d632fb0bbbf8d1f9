import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { bundleLoader } from './bundleLoader.mjs'
import { bundleTypes } from './bundleTypes.mjs'

const dist = new URL('../dist/', import.meta.url)
await mkdir(dist, { recursive: true })
for (const { file, code } of await bundleLoader({ withAddOns: true })) {
  await writeFile(new URL(file, dist), code)
  console.log(`host-sdk: dist/${file} ${code.length} B`)
}
// One declaration file serves both builds: `export as namespace Porthole` types the IIFE global.
const types = await bundleTypes()
for (const file of ['porthole.d.ts', 'porthole.iife.d.ts']) {
  await writeFile(new URL(file, dist), types)
  console.log(`host-sdk: dist/${file} ${types.length} B`)
}
// The network presets (`@porthole/host-sdk/networks`): an ESM module of their own, so the loader
// does not grow for hosts that do not import them.
await build({
  absWorkingDir: fileURLToPath(new URL('..', import.meta.url)),
  entryPoints: ['src/networks/index.ts'],
  outfile: fileURLToPath(new URL('networks.js', dist)),
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  platform: 'browser',
  legalComments: 'none',
  logLevel: 'warning',
})
const networkTypes = await bundleTypes({ entry: 'src/networks/index.ts', umdModuleName: null })
await writeFile(new URL('networks.d.ts', dist), networkTypes)
console.log(`host-sdk: dist/networks.js, dist/networks.d.ts ${networkTypes.length} B`)
