import { describe, expect, test } from 'vitest'
import { createHostBackedStorage } from './createHostBackedStorage.ts'
import { storageKeys } from './storageKeys.ts'

const RDNS = storageKeys.connectedWallets.key
const NETWORK = storageKeys.activeNetwork.key
const WC_KEYCHAIN = `${storageKeys.walletConnectStore.key}wc@2:core:0.3:keychain`

function recording() {
  const sent: [string, string | null][] = []
  const storage = createHostBackedStorage(
    async (k, v) => sent.push([k, v]),
    () => {},
  )
  return { sent, storage }
}

describe('createHostBackedStorage', () => {
  test('behavior: entries handed back in READY are readable at once', () => {
    const { storage } = recording()
    storage.load({ [RDNS]: 'dev.porthole.devwallet', [NETWORK]: 'eip155:31338' })
    expect(storage.getItem(RDNS)).toBe('dev.porthole.devwallet')
    expect(storage.length).toBe(2)
    expect([storage.key(0), storage.key(1)].sort()).toEqual([NETWORK, RDNS])
  })

  test('behavior: writes are visible immediately and sent to the host once', () => {
    const { sent, storage } = recording()
    storage.setItem(RDNS, '1')
    storage.setItem(RDNS, '1')
    storage.removeItem(RDNS)
    storage.removeItem(RDNS)
    expect(storage.getItem(RDNS)).toBeNull()
    expect(sent).toEqual([
      [RDNS, '1'],
      [RDNS, null],
    ])
  })

  test('error: what can act as the user stays in memory for the page, never sent to the host', () => {
    const { sent, storage } = recording()
    storage.setItem(WC_KEYCHAIN, '{"topic":"key"}')
    storage.setItem(storageKeys.walletConnectSession.key, '1')
    storage.setItem(`${storageKeys.siwxSignature.key}pci`, '0xsignature')
    expect(storage.getItem(WC_KEYCHAIN)).toBe('{"topic":"key"}')
    storage.removeItem(WC_KEYCHAIN)
    expect(sent).toEqual([])
  })

  test('error: a secret an older frame left in host storage is ignored and erased there', () => {
    const { sent, storage } = recording()
    storage.load({ [WC_KEYCHAIN]: '{"topic":"key"}', [RDNS]: 'dev.porthole.devwallet' })
    expect(storage.getItem(WC_KEYCHAIN)).toBeNull()
    expect(storage.getItem(RDNS)).toBe('dev.porthole.devwallet')
    expect(sent).toEqual([[WC_KEYCHAIN, null]])
  })

  test('error: a host that fails to store is reported, the value stays for this page', async () => {
    const errors: unknown[] = []
    const storage = createHostBackedStorage(
      async () => {
        throw new Error('host gone')
      },
      (e) => errors.push(e),
    )
    storage.setItem(RDNS, '1')
    await Promise.resolve()
    await Promise.resolve()
    expect(storage.getItem(RDNS)).toBe('1')
    expect(errors).toHaveLength(1)
  })

  test('behavior: load never overwrites what this page already wrote', () => {
    const { storage } = recording()
    storage.setItem(RDNS, 'new')
    storage.load({ [RDNS]: 'old' })
    expect(storage.getItem(RDNS)).toBe('new')
  })
})
