import { describe, expect, test } from 'vitest'
import type { VaultApi } from '../api/createVaultApi.ts'
import { createVaultStorage } from '../storage/createVaultStorage.ts'
import { createWalletSettler } from './createWalletSettler.ts'

const EMAIL = 'ann@example.test'
type Stored = { evmAddress: string; solanaAddress: string; authShare: string; confirmed: boolean }

/**
 * The settler over an api double holding at most one wallet (`initial`), with a recovery code
 * when `code`, and this device's storage (memory: no IndexedDB here). `asked` lists the
 * wallet calls in order.
 */
function setup({ initial = null, code = false }: { initial?: Stored | null; code?: boolean } = {}) {
  const asked: string[] = []
  const held = { wallet: initial }
  const api = {
    getWallet: async () => (held.wallet ? { email: EMAIL, ...held.wallet } : null),
    createWallet: async (_token: string, wallet: Omit<Stored, 'confirmed'>) => {
      asked.push('create')
      held.wallet = { ...wallet, confirmed: false }
      return { email: EMAIL }
    },
    discardWallet: async (_token: string, evmAddress: string) => {
      asked.push(`discard ${evmAddress}`)
      const discarded = held.wallet?.evmAddress === evmAddress && !held.wallet.confirmed
      if (discarded) held.wallet = null
      return { discarded }
    },
    getPasskey: async () => ({ passkey: null }),
    getRecoveryCode: async () => ({ code: code ? { createdAt: '2026-12-02T00:00:00Z' } : null }),
  } as unknown as VaultApi
  const storage = createVaultStorage(`settler-${Math.random()}`)
  const settle = createWalletSettler({ api, storage, projectId: () => 'demo' })
  return { asked, held, storage, settle: () => settle('token', EMAIL, { device: null }) }
}

const unconfirmed: Stored = {
  evmAddress: '0x00000000000000000000000000000000000000aa',
  solanaAddress: 'So1ana',
  authShare: 'AAAA',
  confirmed: false,
}

describe('createWalletSettler (docs/decisions/0041)', () => {
  test('a first login makes the wallet and keeps its share here; the api leaves it unconfirmed', async () => {
    const { asked, held, storage, settle } = setup()
    await settle()
    expect(asked).toEqual(['create'])
    expect(held.wallet?.confirmed).toBe(false)
    expect((await storage.getDevice('demo', EMAIL))?.evmAddress).toBe(held.wallet?.evmAddress)
  })

  test('a wallet never confirmed whose share this device holds is resumed, not replaced', async () => {
    const { asked, held, storage, settle } = setup({ initial: unconfirmed })
    await storage.setDevice('demo', EMAIL, {
      share: 'share',
      evmAddress: unconfirmed.evmAddress,
      solanaAddress: unconfirmed.solanaAddress,
    })
    await settle()
    expect(asked).toEqual([])
    expect(held.wallet?.evmAddress).toBe(unconfirmed.evmAddress)
  })

  test('a wallet never confirmed whose share this device lacks is discarded and made anew', async () => {
    const { asked, held, storage, settle } = setup({ initial: unconfirmed })
    await settle()
    expect(asked).toEqual([`discard ${unconfirmed.evmAddress}`, 'create'])
    expect(held.wallet?.evmAddress).not.toBe(unconfirmed.evmAddress)
    expect((await storage.getDevice('demo', EMAIL))?.evmAddress).toBe(held.wallet?.evmAddress)
  })

  test('a confirmed wallet is never discarded: its code opens it here (NewDeviceError), and without a method the login says so', async () => {
    const confirmed = { ...unconfirmed, confirmed: true }
    const withCode = setup({ initial: confirmed, code: true })
    await expect(withCode.settle()).rejects.toMatchObject({
      kind: 'NewDeviceError',
      data: { recovery: { passkey: false, code: true } },
    })
    const without = setup({ initial: confirmed })
    await expect(without.settle()).rejects.toMatchObject({ kind: 'RecoveryUnavailableError' })
    expect([...withCode.asked, ...without.asked]).toEqual([])
  })
})
