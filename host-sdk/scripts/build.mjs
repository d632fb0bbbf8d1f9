import { mkdir, writeFile } from 'node:fs/promises'
import { bundleLoader, bundleModule, modules } from './bundleLoader.mjs'
import { bundleTypes } from './bundleTypes.mjs'

const dist = new URL('../dist/', import.meta.url)
await mkdir(dist, { recursive: true })
for (const { file, code } of await bundleLoader({ withAddOns: true })) {
  await writeFile(new URL(file, dist), code)
  console.log(`host-sdk: dist/${file} ${code.length} B`)
}
const [loaderTypes, ...moduleTypes] = await bundleTypes([
  { entry: 'src/index.ts', umdModuleName: 'Porthole' },
  ...modules.map(({ entry }) => ({ entry })),
])
// One declaration file serves both builds: `export as namespace Porthole` types the IIFE global.
for (const file of ['porthole.d.ts', 'porthole.iife.d.ts']) {
  await writeFile(new URL(file, dist), loaderTypes)
  console.log(`host-sdk: dist/${file} ${loaderTypes.length} B`)
}
for (const [index, module] of modules.entries()) {
  const code = await bundleModule(module)
  const types = moduleTypes[index]
  await writeFile(new URL(`${module.name}.js`, dist), code)
  await writeFile(new URL(`${module.name}.d.ts`, dist), types)
  console.log(
    `host-sdk: dist/${module.name}.js ${code.length} B, dist/${module.name}.d.ts ${types.length} B`,
  )
}
