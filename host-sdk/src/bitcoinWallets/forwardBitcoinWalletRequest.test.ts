import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, test } from 'vitest'
import { fromBase64, toBase64 } from '../solana/base64.ts'
import { forwardBitcoinWalletRequest } from './forwardBitcoinWalletRequest.ts'

const payment: WalletAccount = {
  address: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
  publicKey: new Uint8Array([2, 1]),
  chains: ['bitcoin:regtest'],
  features: ['bitcoin:signTransaction'],
}

/** A Wallet Standard Bitcoin wallet that records what it was asked. */
function bitcoinWallet() {
  const calls: unknown[] = []
  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Test Bitcoin Wallet',
    icon: 'data:image/svg+xml;base64,',
    chains: ['bitcoin:regtest'],
    accounts: [payment],
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async (input: unknown) => {
          calls.push(input)
          return { accounts: [payment] }
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: async (input: { psbt: Uint8Array }) => {
          calls.push(input)
          return [{ signedPsbt: new Uint8Array([...input.psbt, 9]) }]
        },
      },
    },
  }
  return { wallet, calls }
}

describe('forwardBitcoinWalletRequest', () => {
  test('default: connect with purposes answers the accounts as plain data', async () => {
    const { wallet, calls } = bitcoinWallet()
    const params = { purposes: ['payment', 'ordinals'] }
    expect(
      await forwardBitcoinWalletRequest(wallet, { method: 'bitcoin:connect', params }),
    ).toEqual({
      accounts: [
        {
          address: payment.address,
          publicKey: toBase64(new Uint8Array([2, 1])),
          chains: ['bitcoin:regtest'],
          features: ['bitcoin:signTransaction'],
        },
      ],
    })
    expect(calls).toEqual([params])
  })

  test('behavior: signTransaction takes the PSBT as base64 and the granted account by address', async () => {
    const { wallet, calls } = bitcoinWallet()
    const answer = (await forwardBitcoinWalletRequest(wallet, {
      method: 'bitcoin:signTransaction',
      params: {
        psbt: toBase64(new Uint8Array([1, 2])),
        chain: 'bitcoin:regtest',
        inputsToSign: [{ address: payment.address, signingIndexes: [0] }],
      },
    })) as { psbt: string }
    expect(fromBase64(answer.psbt)).toEqual(new Uint8Array([1, 2, 9]))
    expect(calls[0]).toMatchObject({ inputsToSign: [{ account: payment, signingIndexes: [0] }] })
  })

  test('error: a missing feature is 4200, bad params -32602, an address not granted 4100', async () => {
    const { wallet } = bitcoinWallet()
    await expect(
      forwardBitcoinWalletRequest(wallet, {
        method: 'bitcoin:signMessage',
        params: { address: payment.address, message: 'aGk=' },
      }),
    ).rejects.toMatchObject({ code: 4200 })
    await expect(
      forwardBitcoinWalletRequest(wallet, { method: 'bitcoin:connect', params: { purposes: [] } }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      forwardBitcoinWalletRequest(wallet, {
        method: 'bitcoin:signTransaction',
        params: {
          psbt: 'AA==',
          inputsToSign: [{ address: 'bcrt1qstranger0000000000000', signingIndexes: [0] }],
        },
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })
})
