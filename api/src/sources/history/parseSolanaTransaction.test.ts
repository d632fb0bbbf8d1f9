import { describe, expect, test } from 'vitest'
import { SolanaDataChainSchema } from '../../chains/SolanaDataChainSchema.ts'
import { parseSolanaTransaction, SolanaTransactionSchema } from './parseSolanaTransaction.ts'

const chain = SolanaDataChainSchema.parse({
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Devnet',
  rpcUrl: 'http://127.0.0.1:8899',
})
const payer = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const other = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'
const lookedUp = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH'
const system = '11111111111111111111111111111111'

/** A getTransaction answer: `keys` static, `loaded` from a lookup table, lamports before/after. */
const tx = (options: {
  keys: string[]
  loaded?: string[]
  pre: number[]
  post: number[]
  err?: unknown
}) =>
  SolanaTransactionSchema.parse({
    blockTime: 1_700_000_000,
    transaction: { signatures: ['5sig'], message: { accountKeys: options.keys } },
    meta: {
      err: options.err ?? null,
      fee: 5000,
      preBalances: options.pre,
      postBalances: options.post,
      loadedAddresses: { writable: options.loaded ?? [], readonly: [] },
    },
  })

describe('parseSolanaTransaction', () => {
  test('param: an account from a lookup table (v0) is found; the fee payer’s fee is not a transfer', () => {
    // The payer sends 1 SOL to an account its v0 message loads from a lookup table.
    const sent = tx({
      keys: [payer, system],
      loaded: [lookedUp],
      pre: [10e9, 1, 0],
      post: [9e9 - 5000, 1, 1e9],
    })
    const item = parseSolanaTransaction(chain, lookedUp, sent)
    expect(item).toMatchObject({
      id: '5sig',
      metadata: {
        operationType: 'receive',
        sentFrom: payer,
        sentTo: lookedUp,
        minedAt: '2023-11-14T22:13:20.000Z',
        status: 'confirmed',
      },
      transfers: [
        { direction: 'in', quantity: { numeric: '1' }, fungible_info: { symbol: 'SOL' } },
      ],
    })
    const paid = parseSolanaTransaction(chain, payer, sent)
    expect(paid.transfers).toEqual([
      {
        direction: 'out',
        quantity: { numeric: '1' },
        fungible_info: { name: 'Solana', symbol: 'SOL', icon: { url: '' } },
      },
    ])
  })

  test('behavior: a failed transaction is listed as failed; one that moved nothing for the account is execute', () => {
    const failed = parseSolanaTransaction(
      chain,
      payer,
      tx({
        keys: [payer, other],
        pre: [10e9, 0],
        post: [10e9 - 5000, 0],
        err: { InstructionError: [0, 'Custom'] },
      }),
    )
    expect(failed.metadata).toMatchObject({ status: 'failed', operationType: 'execute' })
    expect(failed.transfers).toEqual([])
  })
})
