import { mkdir, writeFile } from 'node:fs/promises'
import { bundleLoader, bundleModule, modules } from './bundleLoader.mjs'
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
for (const module of modules) {
  const code = await bundleModule(module)
  await writeFile(new URL(`${module.name}.js`, dist), code)
  const types = await bundleTypes({ entry: module.entry, umdModuleName: null })
  await writeFile(new URL(`${module.name}.d.ts`, dist), types)
  console.log(
    `host-sdk: dist/${module.name}.js ${code.length} B, dist/${module.name}.d.ts ${types.length} B`,
  )
}
