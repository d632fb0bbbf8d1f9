import { verify } from 'node:crypto'
import { describe, expect, test, vi } from 'vitest'
import { fromBase64, toBase64 } from '../base64.ts'
import { forwardStandardWalletRequest } from './forwardStandardWalletRequest.ts'
import { createTestWallet } from './testWallet.ts'
import { toHostProvider } from './toHostProvider.ts'

describe('forwardStandardWalletRequest', () => {
  test('default: connect answers the accounts as plain data (publicKey in base64)', async () => {
    const { wallet, account } = createTestWallet()
    expect(
      await forwardStandardWalletRequest(wallet, {
        method: 'standard:connect',
        params: { silent: true },
      }),
    ).toEqual({
      accounts: [],
    })
    expect(await forwardStandardWalletRequest(wallet, { method: 'standard:connect' })).toEqual({
      accounts: [
        {
          address: account.address,
          publicKey: toBase64(account.publicKey as Uint8Array),
          chains: ['solana:localnet'],
          features: ['solana:signMessage'],
        },
      ],
    })
  })

  test('behavior: signMessage takes and gives base64; the signature verifies (ed25519)', async () => {
    const { wallet, account, publicKey } = createTestWallet()
    await forwardStandardWalletRequest(wallet, { method: 'standard:connect' })
    const message = new TextEncoder().encode('hi')
    const out = (await forwardStandardWalletRequest(wallet, {
      method: 'solana:signMessage',
      params: { address: account.address, message: toBase64(message) },
    })) as { signature: string; signedMessage: string }
    expect(fromBase64(out.signedMessage)).toEqual(message)
    expect(verify(null, message, publicKey, fromBase64(out.signature))).toBe(true)
  })

  test('error: a missing feature is 4200, an unknown method 4200, bad params -32602, a stranger 4100', async () => {
    const { wallet, account } = createTestWallet({ without: ['solana:signIn'] })
    await forwardStandardWalletRequest(wallet, { method: 'standard:connect' })
    await expect(
      forwardStandardWalletRequest(wallet, { method: 'solana:signIn', params: {} }),
    ).rejects.toMatchObject({
      code: 4200,
      name: 'UnsupportedProviderMethodError',
    })
    await expect(
      forwardStandardWalletRequest(wallet, { method: 'eth_requestAccounts' }),
    ).rejects.toMatchObject({
      code: 4200,
    })
    await expect(
      forwardStandardWalletRequest(wallet, {
        method: 'solana:signMessage',
        params: { address: account.address, message: 'not base64!' },
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      forwardStandardWalletRequest(wallet, {
        method: 'solana:signMessage',
        params: { address: '11111111111111111111111111111111', message: 'aGk=' },
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  test("error: the wallet's own rejection (4001) goes back as is; a wallet gone is 4900", async () => {
    const { wallet, state } = createTestWallet()
    state.reject = true
    await expect(
      forwardStandardWalletRequest(wallet, { method: 'standard:connect' }),
    ).rejects.toMatchObject({
      code: 4001,
    })
    await expect(
      forwardStandardWalletRequest(undefined, { method: 'standard:connect' }),
    ).rejects.toMatchObject({
      code: 4900,
    })
  })
})

describe('toHostProvider', () => {
  test('behavior: account changes are accountsChanged; removeListener stops them', async () => {
    const { wallet, account } = createTestWallet()
    const provider = toHostProvider(wallet, 'solana')
    const listener = vi.fn()
    provider.on?.('accountsChanged', listener)
    await provider.request({ method: 'standard:connect' })
    await provider.request({ method: 'standard:disconnect' })
    expect(listener.mock.calls).toEqual([[[account.address]], [[]]])
    provider.removeListener?.('accountsChanged', listener)
    await provider.request({ method: 'standard:connect' })
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
