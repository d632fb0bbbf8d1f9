import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { loadEmbeddedSecret } from './loadEmbeddedSecret.ts'

const dir = await mkdtemp(join(tmpdir(), 'embedded-secret-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

test('configuration wins; otherwise one secret is generated once and kept private', async () => {
  const given = await loadEmbeddedSecret('ab'.repeat(32), join(dir, 'unused'))
  expect(Buffer.from(given).toString('hex')).toBe('ab'.repeat(32))
  const file = join(dir, 'sub', 'embedded.secret')
  const first = await loadEmbeddedSecret(undefined, file)
  const second = await loadEmbeddedSecret(undefined, file)
  expect(first).toHaveLength(32)
  expect(second).toEqual(first)
  expect((await readFile(file, 'utf8')).trim()).toBe(Buffer.from(first).toString('hex'))
  expect((await stat(file)).mode & 0o777).toBe(0o600)
})
