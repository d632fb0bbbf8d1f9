import {
  demoTokenTransfer,
  type SolanaValidator,
  solanaDataChainFor,
  startSolanaValidator,
} from '@porthole/e2e/solanaValidator'
import { Connection, Keypair, PublicKey, sendAndConfirmTransaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp } from '../testing/createTestApp.ts'
import { type ChainTestApp, startChainTestApp } from '../testing/startChainTestApp.ts'

let validator: SolanaValidator
let t: ChainTestApp
beforeAll(async () => {
  validator = await startSolanaValidator()
  t = await startChainTestApp({}, 31337, (chain) => [solanaDataChainFor(validator, chain)])
}, 60_000)
afterAll(async () => {
  await t?.stop()
  await validator?.stop()
})

const balances = async (address: string, query = `chainId=${validator.caipNetworkId}`) => {
  const res = await t.get(`/v1/account/${address}/balance?projectId=test&${query}`)
  return { status: res.status, body: await res.json() }
}

describe('GET /v1/account/{address}/balance on a Solana cluster', () => {
  test('default: SOL and the demo SPL token with SPEC §3 fields, DUSD priced as the EVM DUSD', async () => {
    const { status, body } = await balances(validator.accounts[1]!.address)
    expect(status).toBe(200)
    expect(body.balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: validator.caipNetworkId,
        price: 0,
        quantity: { decimals: '9', numeric: '1000' },
        iconUrl: '',
      },
      {
        name: 'Demo USD',
        symbol: 'DUSD',
        chainId: validator.caipNetworkId,
        address: `${validator.caipNetworkId}:${validator.token.mint}`,
        price: 1,
        value: 1_000_000,
        quantity: { decimals: '6', numeric: '1000000' },
        iconUrl: '',
      },
    ])
  })

  test('behavior: an account with SOL only lists SOL; a transfer shows after forceUpdate, not before (30 s cache)', async () => {
    const connection = new Connection(validator.rpcUrl, 'confirmed')
    const sender = Keypair.fromSecretKey(validator.accounts[2]!.secretKey)
    const receiver = validator.accounts[7]!.address
    const before = await balances(receiver)
    expect(before.body.balances.map((b: { symbol: string }) => b.symbol)).toEqual(['SOL'])
    await sendAndConfirmTransaction(
      connection,
      demoTokenTransfer(validator.token, {
        from: sender.publicKey,
        to: new PublicKey(receiver),
        amount: 12_345_000n,
      }),
      [sender],
    )
    expect((await balances(receiver)).body).toEqual(before.body)
    const fresh = await balances(receiver, `chainId=${validator.caipNetworkId}&forceUpdate=1`)
    expect(fresh.body.balances[1]).toMatchObject({
      symbol: 'DUSD',
      quantity: { decimals: '6', numeric: '12.345' },
      value: 12.345,
    })
  })

  test('default: supported-chains lists the cluster beside the EVM chain, over http and ws', async () => {
    const res = await t.get('/v1/supported-chains?projectId=test')
    expect(await res.json()).toEqual({
      http: ['eip155:31337', validator.caipNetworkId],
      ws: ['eip155:31337', validator.caipNetworkId],
    })
  })

  test('error: an address that is not base58 of 32 bytes is a 400 naming the problem', async () => {
    for (const address of [t.chain.accounts[0]!.address, 'not-base58-0OIl', '1111']) {
      const { status, body } = await balances(address)
      expect(status).toBe(400)
      expect(body.error.message).toMatch(/not a Solana address/)
    }
  })

  test('error: a cluster that does not answer is a 502 naming it, not an empty list', async () => {
    const down = await createTestApp({
      solanaChains: [{ ...solanaDataChainFor(validator), rpcUrl: 'http://127.0.0.1:9' }],
    })
    try {
      const res = await down.get(
        `/v1/account/${validator.accounts[0]!.address}/balance?projectId=test&chainId=${validator.caipNetworkId}`,
      )
      expect(res.status).toBe(502)
      expect((await res.json()).error).toEqual({
        name: 'UpstreamError',
        message: 'The Solana RPC of Solana Local failed (getBalance).',
      })
    } finally {
      await down.testDb.dispose()
    }
  })
})
