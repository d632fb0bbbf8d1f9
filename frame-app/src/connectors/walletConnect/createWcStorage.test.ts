import { describe, expect, test } from 'vitest'
import { createWcStorage } from './createWcStorage.ts'

function fakeLocalStorage(options: { throws?: boolean } = {}) {
  const items = new Map<string, string>()
  const guard = () => {
    if (options.throws) throw new Error('SecurityError')
  }
  return {
    items,
    get length() {
      guard()
      return items.size
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => {
      guard()
      return items.get(key) ?? null
    },
    setItem: (key: string, value: string) => {
      guard()
      items.set(key, value)
    },
    removeItem: (key: string) => {
      guard()
      items.delete(key)
    },
  }
}

describe('createWcStorage', () => {
  test('default: values round-trip as JSON under the porthole:wc: prefix', async () => {
    const local = fakeLocalStorage()
    local.items.set('other', 'x')
    const storage = createWcStorage(local)
    await storage.setItem('wc@2:client:session', [{ topic: 't' }])
    expect(local.items.get('porthole:wc:wc@2:client:session')).toBe('[{"topic":"t"}]')
    expect(await storage.getKeys()).toEqual(['wc@2:client:session'])
    expect(await storage.getEntries()).toEqual([['wc@2:client:session', [{ topic: 't' }]]])
    await storage.removeItem('wc@2:client:session')
    expect(await storage.getItem('wc@2:client:session')).toBeUndefined()
  })
  test('behavior: keys keep to the characters host-backed storage accepts, reversibly', async () => {
    const local = fakeLocalStorage()
    const storage = createWcStorage(local)
    await storage.setItem('wc@2:core:0.3//keychain_x', 1)
    const [stored] = [...local.items.keys()]
    expect(stored).toMatch(/^[A-Za-z0-9:._@-]{1,128}$/)
    expect(await storage.getKeys()).toEqual(['wc@2:core:0.3//keychain_x'])
    expect(await storage.getItem('wc@2:core:0.3//keychain_x')).toBe(1)
  })
  test('behavior: storage that throws falls back to memory for this page', async () => {
    const storage = createWcStorage(fakeLocalStorage({ throws: true }))
    await storage.setItem('k', { a: 1 })
    expect(await storage.getItem('k')).toEqual({ a: 1 })
    expect(await storage.getKeys()).toEqual(['k'])
  })
  test('param: no storage at all keeps everything in memory', async () => {
    const storage = createWcStorage(null)
    await storage.setItem('k', 1)
    expect(await storage.getEntries()).toEqual([['k', 1]])
  })
})
