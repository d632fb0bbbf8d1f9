import {
  type SolanaValidator,
  solanaDataChainFor,
  startSolanaValidator,
} from '@porthole/e2e/solanaValidator'
import { Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createTestApp, type TestApp } from '../testing/createTestApp.ts'
import { type DownEndpoints, startDownEndpoints } from '../testing/doubles/startDownEndpoints.ts'

// A cluster no endpoint of which is up.
const DEAD = 'solana:DeadC1uster111111111111111111111'
let validator: SolanaValidator
let down: DownEndpoints
let t: TestApp
beforeAll(async () => {
  ;[validator, down] = await Promise.all([startSolanaValidator(), startDownEndpoints()])
  const cluster = solanaDataChainFor(validator)
  t = await createTestApp({
    // The first two endpoints of the cluster are down: every answer below came through a fallback.
    solanaChains: [
      { ...cluster, rpcUrl: down.refused, rpcFallbackUrls: [down.unavailable, validator.rpcUrl] },
      {
        ...cluster,
        caipNetworkId: DEAD,
        rpcUrl: down.refused,
        rpcFallbackUrls: [down.unavailable],
      },
    ],
    rpc: { maxCallsPerWindow: 1000, projectLimits: { busy: 5 }, rankIntervalMs: 60_000 },
  })
  await t.saveProject({ id: 'busy', name: 'Busy' })
}, 30_000)
afterAll(async () => {
  await Promise.all([validator?.stop(), down?.stop(), t?.testDb.dispose()])
})

const rpc = async (
  body: unknown,
  { chainId = validator.caipNetworkId, projectId = 'test' } = {},
) => {
  const res = await t.post(`/v1/rpc?chainId=${chainId}&projectId=${projectId}`, body)
  return { status: res.status, body: await res.json() }
}
const call = (method: string, params: unknown[] = [], id: number | string | null = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})
const lamportsOf = async (address: string) =>
  (await rpc(call('getBalance', [address]))).body.result.value as number

describe('POST /v1/rpc on a Solana cluster', () => {
  test('default: reads the cluster the chainId names, past endpoints that are down', async () => {
    const before = down.hits()
    const { status, body } = await rpc(call('getBalance', [validator.accounts[1]!.address]))
    expect(status).toBe(200)
    expect(body).toMatchObject({
      jsonrpc: '2.0',
      id: 1,
      result: { value: 1000 * LAMPORTS_PER_SOL },
    })
    expect(down.hits()).toBeGreaterThan(before)
  })

  test('behavior: a batch is answered in order; airdrops and other refused methods get their own error', async () => {
    const { status, body } = await rpc([
      call('getGenesisHash', [], 'a'),
      call('requestAirdrop', [validator.accounts[1]!.address, LAMPORTS_PER_SOL], 'b'),
      call('getLatestBlockhash', [], 'c'),
      call('eth_chainId', [], 'd'),
      call('getProgramAccounts', [SystemProgram.programId.toBase58()], 'e'),
      call('getSlot', [], 'f'),
    ])
    expect(status).toBe(200)
    expect(body.map((answer: { id: string }) => answer.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
    expect(`solana:${body[0].result.slice(0, 32)}`).toBe(validator.caipNetworkId)
    expect(body[2].result.value.blockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(body[5].result).toBeTypeOf('number')
    for (const [index, method] of [
      [1, 'requestAirdrop'],
      [3, 'eth_chainId'],
      [4, 'getProgramAccounts'],
    ] as const) {
      expect(body[index].error).toEqual({
        code: -32601,
        message: 'Requested RPC call is not allowed',
        data: { method },
      })
    }
    // The refused airdrop never reached the cluster.
    expect(await lamportsOf(validator.accounts[1]!.address)).toBe(1000 * LAMPORTS_PER_SOL)
  })

  test('behavior: a transaction the wallet signed goes through sendTransaction and lands', async () => {
    const sender = Keypair.fromSecretKey(validator.accounts[2]!.secretKey)
    const receiver = Keypair.generate().publicKey
    const blockhash = await rpc(call('getLatestBlockhash', [{ commitment: 'confirmed' }]))
    const transaction = new Transaction({
      feePayer: sender.publicKey,
      recentBlockhash: blockhash.body.result.value.blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: receiver,
        lamports: LAMPORTS_PER_SOL / 4,
      }),
    )
    transaction.sign(sender)
    const wire = transaction.serialize().toString('base64')
    const simulated = await rpc(call('simulateTransaction', [wire, { encoding: 'base64' }]))
    expect(simulated.body.result.value.err).toBeNull()
    const sent = await rpc(call('sendTransaction', [wire, { encoding: 'base64' }]))
    expect(sent.status).toBe(200)
    const signature: string = sent.body.result
    await vi.waitFor(async () => {
      const statuses = await rpc(call('getSignatureStatuses', [[signature]]))
      expect(statuses.body.result.value[0]).toMatchObject({ err: null })
    })
    expect(await lamportsOf(receiver.toBase58())).toBe(LAMPORTS_PER_SOL / 4)
  })

  test("behavior: the cluster's own JSON-RPC errors come back as they are", async () => {
    const { status, body } = await rpc(call('getBalance', ['not an address']))
    expect(status).toBe(200)
    expect(body.error.code).toBe(-32602)
  })

  test('behavior: Solana calls count toward the project limit like EVM ones', async () => {
    const batch = [call('getSlot', [], 1), call('getSlot', [], 2), call('getSlot', [], 3)]
    expect((await rpc(batch, { projectId: 'busy' })).status).toBe(200)
    const over = await rpc(batch, { projectId: 'busy' })
    expect(over.status).toBe(429)
    expect(over.body.error).toMatchObject({ code: -32005 })
    t.clock.advance(60_000)
    expect((await rpc(batch, { projectId: 'busy' })).status).toBe(200)
  })

  test('error: a cluster with no endpoint up is a 502 naming it', async () => {
    const { status, body } = await rpc(call('getSlot'), { chainId: DEAD })
    expect(status).toBe(502)
    expect(body.error).toEqual({ code: -32603, message: `No RPC endpoint of ${DEAD} answered.` })
  })

  test.each([
    ['a cluster not configured', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 404, -32602],
    ['a reference that is not base58 of 32 characters', 'solana:devnet', 400, -32602],
  ])('error: %s', async (_, chainId, status, code) => {
    const answer = await rpc(call('getSlot'), { chainId })
    expect(answer.status).toBe(status)
    expect(answer.body.error.code).toBe(code)
  })
})
