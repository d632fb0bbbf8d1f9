import { describe, expect, test } from 'vitest'
import { createMapStorage } from './createMapStorage.ts'

describe('createMapStorage', () => {
  test('default: reads, enumeration and length follow the map at once', () => {
    const memory = new Map([['a', '1']])
    const storage = createMapStorage(memory, () => undefined)
    storage.setItem('b', '2')
    expect([storage.length, storage.getItem('b'), storage.key(1), storage.key(2)]).toEqual([
      2,
      '2',
      'b',
      null,
    ])
    expect(memory.get('b')).toBe('2')
  })

  test('behavior: only real changes are written through (a value set again or an absent key removed is not)', () => {
    const writes: [string, string | null][] = []
    const storage = createMapStorage(new Map(), (key, value) => writes.push([key, value]))
    storage.setItem('k', 'v')
    storage.setItem('k', 'v')
    storage.removeItem('k')
    storage.removeItem('k')
    storage.removeItem('never')
    expect(writes).toEqual([
      ['k', 'v'],
      ['k', null],
    ])
  })
})
