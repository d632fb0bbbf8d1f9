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
// More entry points, each an ESM module of its own so the loader does not grow for hosts that
// do not import them: the network presets (`@porthole/host-sdk/networks`) and the Solana add-on
// (`@porthole/host-sdk/solana`, what the frame origin serves as porthole-solana.js).
for (const [name, entry] of [
  ['networks', 'src/networks/index.ts'],
  ['solana', 'src/solana/index.ts'],
]) {
  await build({
    absWorkingDir: fileURLToPath(new URL('..', import.meta.url)),
    entryPoints: [entry],
    outfile: fileURLToPath(new URL(`${name}.js`, dist)),
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'warning',
  })
  const types = await bundleTypes({ entry, umdModuleName: null })
  await writeFile(new URL(`${name}.d.ts`, dist), types)
  console.log(`host-sdk: dist/${name}.js, dist/${name}.d.ts ${types.length} B`)
}
