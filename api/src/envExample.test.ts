import { readFile } from 'node:fs/promises'
import { expect, test } from 'vitest'
import { EnvSchema } from './env.ts'

test('.env.example names every variable the api reads, and no other', async () => {
  const text = await readFile(new URL('../../.env.example', import.meta.url), 'utf8')
  const named = [...text.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1])
  expect(new Set(named)).toEqual(new Set(Object.keys(EnvSchema.shape)))
})
