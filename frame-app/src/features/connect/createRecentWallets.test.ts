import { describe, expect, test } from 'vitest'
import { createRecentWallets } from './createRecentWallets.ts'

const memory = () => {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  }
}
const zen = { id: 'zen', name: 'Zen Wallet', imageUrl: 'https://api.example/zen.svg' }

describe('createRecentWallets', () => {
  test('default: most recent first, each once, at most 3', () => {
    const recents = createRecentWallets(memory())
    for (const id of ['a', 'b', 'a', 'c', 'd']) recents.add(id)
    expect(recents.list()).toEqual(['d', 'c', 'a'])
  })

  test('behavior: a registry wallet keeps what Connect lists it with', () => {
    const recents = createRecentWallets(memory())
    recents.add('io.metamask')
    recents.add(zen.id, zen)
    expect(recents.list()).toEqual(['zen', 'io.metamask'])
    expect(recents.wallets()).toEqual([zen])
  })

  test('error: blocked storage and malformed or hostile records mean none', () => {
    const store = memory()
    store.map.set(
      'porthole:recentWallets',
      JSON.stringify(['ok', { id: 'x' }, 42, 'y'.repeat(300)]),
    )
    expect(createRecentWallets(store).list()).toEqual(['ok'])
    store.map.set('porthole:recentWallets', '{not json')
    expect(createRecentWallets(store).list()).toEqual([])
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
    }
    const recents = createRecentWallets(blocked)
    recents.add('a')
    expect(recents.list()).toEqual([])
    expect(createRecentWallets(null).wallets()).toEqual([])
  })
})
