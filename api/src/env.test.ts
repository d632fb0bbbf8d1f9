import { describe, expect, test } from 'vitest'
import { parseEnv } from './env.ts'

describe('parseEnv', () => {
  test('default: no DATABASE_URL means embedded PGlite under the default DATA_DIR', () => {
    expect(parseEnv({})).toEqual({
      PORT: 8787,
      HOST: '127.0.0.1',
      DATA_DIR: '.data/pglite',
      DATA_CHAINS: [],
      INDEX_INTERVAL_MS: 1000,
    })
  })

  test('param: an empty or blank DATABASE_URL means PGlite too, not a stopped api', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined()
    expect(parseEnv({ DATABASE_URL: '  ' }).DATABASE_URL).toBeUndefined()
  })

  test('param: a postgres URL is kept', () => {
    const url = 'postgres://porthole@127.0.0.1:5432/porthole'
    expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url)
  })

  test('error: anything else names the variable', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(
      'Invalid environment: DATABASE_URL: DATABASE_URL must be a postgres:// URL',
    )
    expect(() => parseEnv({ PORT: 'x' })).toThrow(/PORT/)
  })
})
