import { mkdir, writeFile } from 'node:fs/promises'
import { bundleLoader } from './bundleLoader.mjs'

const dist = new URL('../dist/', import.meta.url)
await mkdir(dist, { recursive: true })
for (const { file, code } of await bundleLoader({ withAddOns: true })) {
  await writeFile(new URL(file, dist), code)
  console.log(`host-sdk: dist/${file} ${code.length} B`)
}
