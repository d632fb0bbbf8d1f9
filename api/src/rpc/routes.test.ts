import { type DevAccount, devAccounts } from '@porthole/e2e/devChain'
import { createPublicClient, http, parseEther, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../testing/createTestApp.ts'
import { evmTestChain, useTwoAnvils } from '../testing/useTwoAnvils.ts'

const CHAIN = 'eip155:31371'
const OTHER = 'eip155:31372'
const nodes = useTwoAnvils([31371, 31372])
let t: TestApp
beforeAll(async () => {
  const { anvil, other, down } = nodes
  t = await createTestApp({
    // The first endpoint of each chain is down: every answer below came through a fallback.
    chains: [
      evmTestChain(CHAIN, [down.refused, down.unavailable, anvil.rpcUrl]),
      evmTestChain(OTHER, [down.unavailable, other.rpcUrl]),
      evmTestChain('eip155:31373', [down.refused, down.unavailable]),
    ],
    rpc: {
      maxCallsPerWindow: 1000,
      projectLimits: { busy: 5, bulk: 10_000 },
      rankIntervalMs: 60_000,
    },
  })
  await t.saveProject({ id: 'busy', name: 'Busy' })
  await t.saveProject({ id: 'bulk', name: 'Bulk' })
  await t.saveProject({ id: 'calm', name: 'Calm' })
}, 30_000)
afterAll(async () => {
  await t?.testDb.dispose()
})

const [alice, bob] = devAccounts(2) as [DevAccount, DevAccount]
const rpc = async (body: unknown, { chainId = CHAIN, projectId = 'test' } = {}) => {
  const res = await t.post(`/v1/rpc?chainId=${chainId}&projectId=${projectId}`, body)
  return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') }
}
const call = (method: string, params: unknown[] = [], id: number | string | null = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})

describe('POST /v1/rpc', () => {
  test('default: reads the chain the chainId names, past endpoints that are down', async () => {
    const [one, two] = await Promise.all([
      rpc(call('eth_getBalance', [alice.address, 'latest'])),
      rpc(call('eth_chainId'), { chainId: OTHER }),
    ])
    expect(one).toMatchObject({ status: 200, body: { jsonrpc: '2.0', id: 1 } })
    expect(BigInt(one.body.result)).toBeGreaterThan(0n)
    expect(two.body).toEqual({ jsonrpc: '2.0', id: 1, result: toHex(31372) })
  })

  test('behavior: a batch is answered in order; refused methods get their own error', async () => {
    const { status, body } = await rpc([
      call('eth_chainId', [], 'a'),
      call('eth_sign', [alice.address, '0x00'], 'b'),
      call('eth_blockNumber', [], 'c'),
      call('eth_sendTransaction', [{ from: alice.address, to: bob.address }], 'd'),
    ])
    expect(status).toBe(200)
    expect(body.map((answer: { id: string }) => answer.id)).toEqual(['a', 'b', 'c', 'd'])
    expect(body[0].result).toBe(toHex(31371))
    expect(body[2].result).toMatch(/^0x[0-9a-f]+$/)
    for (const [index, method] of [
      [1, 'eth_sign'],
      [3, 'eth_sendTransaction'],
    ] as const) {
      expect(body[index].error).toEqual({
        code: -32601,
        message: 'Requested RPC call is not allowed',
        data: { method },
      })
    }
  })

  test('behavior: a transaction signed by the wallet goes through eth_sendRawTransaction', async () => {
    const account = privateKeyToAccount(alice.privateKey)
    const chain = {
      id: 31371,
      name: 'x',
      nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    }
    // The client reads and sends through the api, as the frame does.
    const client = createPublicClient({
      chain,
      transport: http('http://api.test/v1/rpc?chainId=eip155:31371&projectId=calm', {
        fetchFn: async (input, init) =>
          t.app.request(String(input).replace('http://api.test', ''), init),
      }),
    })
    const nonce = await client.getTransactionCount({ address: alice.address })
    const gasPrice = await client.getGasPrice()
    const raw = await account.signTransaction({
      chainId: 31371,
      to: bob.address,
      value: parseEther('1'),
      nonce,
      gas: 21_000n,
      gasPrice,
      type: 'legacy',
    })
    const before = await client.getBalance({ address: bob.address })
    const hash = await client.sendRawTransaction({ serializedTransaction: raw })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: bob.address })).toBe(before + parseEther('1'))
  })

  test("behavior: the chain's own JSON-RPC errors come back as they are", async () => {
    const { status, body } = await rpc(call('eth_getBalance', ['not an address']))
    expect(status).toBe(200)
    expect(body.error.code).toBe(-32602)
  })

  test('behavior: a project over its calls per window gets 429 until the window turns', async () => {
    const batch = [
      call('eth_chainId', [], 1),
      call('eth_chainId', [], 2),
      call('eth_chainId', [], 3),
    ]
    expect((await rpc(batch, { projectId: 'busy' })).status).toBe(200)
    const over = await rpc(batch, { projectId: 'busy' })
    expect(over.status).toBe(429)
    expect(over.body.error).toMatchObject({ code: -32005, data: { retryAfterSeconds: 60 } })
    expect(over.body.error.message).toBe('Project busy is over its 5 RPC calls per 60 s.')
    expect(over.retryAfter).toBe('60')
    // Another project has its own limit and window.
    expect((await rpc([...batch, ...batch], { projectId: 'calm' })).status).toBe(200)
    t.clock.advance(60_000)
    expect((await rpc(batch, { projectId: 'busy' })).status).toBe(200)
  })

  test('error: a chain with no endpoint up is a 502 naming it', async () => {
    const { status, body } = await rpc(call('eth_chainId'), { chainId: 'eip155:31373' })
    expect(status).toBe(502)
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32603, message: 'No RPC endpoint of eip155:31373 answered.' },
    })
  })

  test.each([
    [
      'an unserved chain',
      { chainId: 'eip155:5' },
      call('eth_chainId'),
      404,
      -32602,
      'Chain eip155:5 is not served here.',
    ],
    [
      'a chainId that is not CAIP-2',
      { chainId: '1' },
      call('eth_chainId'),
      400,
      -32602,
      'chainId must be a CAIP-2 id such as eip155:1',
    ],
    [
      'a body that is not JSON-RPC',
      {},
      { method: 'eth_chainId' },
      400,
      -32600,
      'Not a JSON-RPC 2.0 call or a batch of 1 to 1000.',
    ],
    ['an empty batch', {}, [], 400, -32600, 'Not a JSON-RPC 2.0 call or a batch of 1 to 1000.'],
    ['a body that is not JSON', {}, '{nope', 400, -32700, 'The body is not JSON.'],
  ])('error: %s', async (_, where, body, status, code, message) => {
    const answer = await rpc(body, where)
    expect(answer.status).toBe(status)
    expect(answer.body).toEqual({ jsonrpc: '2.0', id: null, error: { code, message } })
  })

  test('behavior: a batch of SPEC §9 1000 calls is answered call by call; 1001 calls are refused', async () => {
    // Without params, so 1000 calls stay well within the api's 64 KB body limit.
    const batch = (size: number) =>
      Array.from({ length: size }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' }))
    const full = await rpc(batch(1000), { projectId: 'bulk' })
    expect(full.status).toBe(200)
    expect(full.body).toHaveLength(1000)
    expect(full.body[999]).toEqual({ jsonrpc: '2.0', id: 999, result: toHex(31371) })
    const over = await rpc(batch(1001), { projectId: 'bulk' })
    expect(over).toMatchObject({ status: 400, body: { id: null, error: { code: -32600 } } })
  })

  test('error: without a projectId the call is refused', async () => {
    const res = await t.post(`/v1/rpc?chainId=${CHAIN}`, call('eth_chainId'))
    expect(res.status).toBe(401)
  })
})
