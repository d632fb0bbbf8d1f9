import { mkdir, writeFile } from 'node:fs/promises'
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
