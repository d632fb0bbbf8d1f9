import { describe, expect, test } from 'vitest'
import { testMemoryStorage } from '#test/testMemoryStorage.ts'
import { readClientId } from './readClientId.ts'

const KEY = 'porthole:clientId'

describe('readClientId', () => {
  test('default: a new browser gets a random UUID, kept for the next page load', () => {
    const storage = testMemoryStorage()
    const id = readClientId(storage)
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(storage.items.get(KEY)).toBe(id)
    expect(readClientId(storage)).toBe(id)
  })

  test('behavior: two browsers get two ids', () => {
    expect(readClientId(testMemoryStorage())).not.toBe(readClientId(testMemoryStorage()))
  })

  test('error: a stored value that is not a UUID is replaced', () => {
    const storage = testMemoryStorage({ [KEY]: 'did:key:<script>' })
    const id = readClientId(storage, () => '0d4b0f1e-6a2c-4f3b-8e5d-9c7a1b2c3d4e')
    expect(id).toBe('0d4b0f1e-6a2c-4f3b-8e5d-9c7a1b2c3d4e')
    expect(storage.items.get(KEY)).toBe(id)
  })

  test('error: blocked or absent storage gives an id for the page life', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
      removeItem: () => undefined,
    }
    expect(readClientId(blocked, () => 'a-page-id')).toBe('a-page-id')
    expect(readClientId(null, () => 'another-page-id')).toBe('another-page-id')
  })
})
