import { describe, expect, test } from 'vitest'
import { createHostStorage } from './createHostStorage.ts'

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  }
}

describe('createHostStorage', () => {
  test('behavior: values round-trip under a per-project prefix', () => {
    const storage = memoryStorage()
    storage.setItem('unrelated', 'x')
    const demo = createHostStorage('demo', () => storage)
    demo.set('porthole:connectorRdns', 'dev.porthole.devwallet')
    expect(storage.getItem('porthole:demo:porthole:connectorRdns')).toBe('dev.porthole.devwallet')
    expect(demo.entries()).toEqual({ 'porthole:connectorRdns': 'dev.porthole.devwallet' })
    expect(createHostStorage('other', () => storage).entries()).toEqual({})
  })

  test('behavior: null forgets a value', () => {
    const storage = memoryStorage()
    const demo = createHostStorage('demo', () => storage)
    demo.set('k', 'v')
    demo.set('k', null)
    expect(demo.entries()).toEqual({})
  })

  test('error: a storage that throws reads as empty and writes are dropped', () => {
    const demo = createHostStorage('demo', () => {
      throw new Error('SecurityError')
    })
    expect(demo.set('k', 'v')).toBeNull()
    expect(demo.entries()).toEqual({})
  })
})
