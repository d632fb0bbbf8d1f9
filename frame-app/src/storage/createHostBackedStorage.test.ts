import { describe, expect, test } from 'vitest'
import { createHostBackedStorage } from './createHostBackedStorage.ts'

describe('createHostBackedStorage', () => {
  test('behavior: entries handed back in READY are readable at once', () => {
    const storage = createHostBackedStorage(
      async () => null,
      () => {},
    )
    storage.load({ 'porthole:connectorRdns': 'dev.porthole.devwallet', 'porthole:wc:keys': '{}' })
    expect(storage.getItem('porthole:connectorRdns')).toBe('dev.porthole.devwallet')
    expect(storage.length).toBe(2)
    expect([storage.key(0), storage.key(1)].sort()).toEqual([
      'porthole:connectorRdns',
      'porthole:wc:keys',
    ])
  })

  test('behavior: writes are visible immediately and sent to the host once', () => {
    const sent: [string, string | null][] = []
    const storage = createHostBackedStorage(
      async (k, v) => sent.push([k, v]),
      () => {},
    )
    storage.setItem('a', '1')
    storage.setItem('a', '1')
    storage.removeItem('a')
    storage.removeItem('a')
    expect(storage.getItem('a')).toBeNull()
    expect(sent).toEqual([
      ['a', '1'],
      ['a', null],
    ])
  })

  test('error: a host that fails to store is reported, the value stays for this page', async () => {
    const errors: unknown[] = []
    const storage = createHostBackedStorage(
      async () => {
        throw new Error('host gone')
      },
      (e) => errors.push(e),
    )
    storage.setItem('a', '1')
    await Promise.resolve()
    await Promise.resolve()
    expect(storage.getItem('a')).toBe('1')
    expect(errors).toHaveLength(1)
  })

  test('behavior: load never overwrites what this page already wrote', () => {
    const storage = createHostBackedStorage(
      async () => null,
      () => {},
    )
    storage.setItem('a', 'new')
    storage.load({ a: 'old' })
    expect(storage.getItem('a')).toBe('new')
  })
})
