import { describe, expect, test } from 'vitest'
import { isHostSafeKey, storageKeys } from './storageKeys.ts'

describe('isHostSafeKey', () => {
  test('default: preferences may live in host storage', () => {
    expect(isHostSafeKey(storageKeys.connectedWallets.key)).toBe(true)
    expect(isHostSafeKey(storageKeys.activeNetwork.key)).toBe(true)
    expect(isHostSafeKey(storageKeys.recentWallets.key)).toBe(true)
  })

  test('error: what can act as the user never may, under any suffix', () => {
    expect(isHostSafeKey(storageKeys.walletConnectSession.key)).toBe(false)
    expect(isHostSafeKey(`${storageKeys.walletConnectStore.key}wc@2:core:0.3:keychain`)).toBe(false)
    expect(isHostSafeKey(`${storageKeys.siwxSignature.key}0x12`)).toBe(false)
    // A host-safe key with anything appended is another key.
    expect(isHostSafeKey(`${storageKeys.recentWallets.key}:x`)).toBe(false)
    expect(isHostSafeKey('porthole:probe')).toBe(false)
  })
})
