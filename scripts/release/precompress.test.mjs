import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { precompress } from './precompress.mjs'

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

test('default: each text file gets a .br and a .gz beside it that decompress to its bytes', async () => {
  const script = `export const words = ${JSON.stringify('porthole '.repeat(400))}\n`
  await writeFile(join(dir, 'index-a1.js'), script)
  expect(await precompress(dir)).toEqual({
    files: 1,
    original: script.length,
    bytes: (await readFile(join(dir, 'index-a1.js.br'))).length,
  })
  expect(brotliDecompressSync(await readFile(join(dir, 'index-a1.js.br'))).toString()).toBe(script)
  expect(gunzipSync(await readFile(join(dir, 'index-a1.js.gz'))).toString()).toBe(script)
})

test('param: files under 1 KB, fonts and images stay as they are', async () => {
  await writeFile(join(dir, 'small.js'), 'alert(1)')
  await writeFile(join(dir, 'inter.woff2'), Buffer.alloc(4096, 1))
  await writeFile(join(dir, 'logo.png'), Buffer.alloc(4096, 1))
  expect(await precompress(dir)).toEqual({ files: 0, original: 0, bytes: 0 })
  expect((await readdir(dir)).sort()).toEqual(['inter.woff2', 'logo.png', 'small.js'])
})
