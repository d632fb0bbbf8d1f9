import { type DevAccount, devAccounts } from '@porthole/e2e/devChain'
import { toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts'
import { evmTestChain, useTwoAnvils } from '../../testing/useTwoAnvils.ts'

/**
 * Chain endpoints that stall or answer garbage (docs/decisions/0230-chain-reads-fall-back.md),
 * for the chain RPC service (`POST /v1/rpc`) and the api's own reads (balances): each endpoint
 * gets SPEC §9's 10 s once, the next one answers, and when none does the caller is told so
 * within those waits (502), never left pending.
 */

const STALLED_FIRST = 'eip155:31391'
const GARBAGE_FIRST = 'eip155:31392'
const NONE_UP = 'eip155:31393'
const nodes = useTwoAnvils([31391, 31392])
/**
 * Each endpoint's wait, shortened from SPEC §9's 10 s (the default, `DEFAULT_RPC.timeoutMs`):
 * what is tested is that a stalled endpoint costs one wait and no more.
 */
const RPC_TIMEOUT_MS = 2_000
let t: TestApp
beforeAll(async () => {
  const { anvil, other, down } = nodes
  t = await createTestApp({
    chains: [
      evmTestChain(STALLED_FIRST, [down.stalled, anvil.rpcUrl]),
      evmTestChain(GARBAGE_FIRST, [down.garbage, down.stray, other.rpcUrl]),
      evmTestChain(NONE_UP, [down.stalled, down.garbage, down.stray]),
    ],
    rpc: { timeoutMs: RPC_TIMEOUT_MS },
  })
}, 30_000)
afterAll(async () => {
  await t?.testDb.dispose()
})

const [alice] = devAccounts(1) as [DevAccount]
/** 10 000 ETH: what anvil gives each dev account. */
const ALICE_WEI = 10_000n * 10n ** 18n

const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now()
  const result = await run()
  return { result, ms: performance.now() - started }
}
const rpc = (chainId: string, method: string, params: unknown[] = []) =>
  timed(async () => {
    const res = await t.post(`/v1/rpc?chainId=${chainId}&projectId=test`, {
      jsonrpc: '2.0',
      id: 7,
      method,
      params,
    })
    return { status: res.status, body: await res.json() }
  })
const balance = (chainId: string) =>
  timed(async () => {
    const res = await t.get(
      `/v1/account/${alice.address}/balance?projectId=test&chainId=${chainId}&forceUpdate=1`,
    )
    return { status: res.status, body: await res.json() }
  })
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('chain endpoints that stall or answer garbage', () => {
  test('behavior: a stalled first endpoint costs one wait, then the next answers the balance; once ranked, it is passed over at once', async () => {
    const first = await balance(STALLED_FIRST)
    expect(first.result.status).toBe(200)
    expect(first.result.body.balances).toEqual([
      expect.objectContaining({ symbol: 'ETH', quantity: { decimals: '18', numeric: '10000' } }),
    ])
    expect(first.ms).toBeGreaterThanOrEqual(RPC_TIMEOUT_MS - 100)
    expect(first.ms).toBeLessThan(RPC_TIMEOUT_MS + 2000)
    // The first use started the ranking pings (SPEC §9: 1 s each); the stalled endpoint fails
    // them and goes last, for the RPC service and the api's reads alike.
    await pause(1500)
    const next = await rpc(STALLED_FIRST, 'eth_getBalance', [alice.address, 'latest'])
    expect(next.result).toEqual({
      status: 200,
      body: { jsonrpc: '2.0', id: 7, result: toHex(ALICE_WEI) },
    })
    expect(next.ms).toBeLessThan(1000)
    expect((await balance(STALLED_FIRST)).ms).toBeLessThan(1000)
  }, 30_000)

  test('behavior: endpoints answering an HTML page or JSON that is not JSON-RPC are skipped at once', async () => {
    const call = await rpc(GARBAGE_FIRST, 'eth_chainId')
    expect(call.result).toEqual({
      status: 200,
      body: { jsonrpc: '2.0', id: 7, result: toHex(31392) },
    })
    expect(call.ms).toBeLessThan(1000)
    const read = await balance(GARBAGE_FIRST)
    expect(read.result.status).toBe(200)
    expect(read.result.body.balances[0].quantity.numeric).toBe('10000')
    expect(read.ms).toBeLessThan(1000)
  })

  test('error: with no endpoint answering, the RPC service and the balance route say so within the endpoints’ waits', async () => {
    const call = await rpc(NONE_UP, 'eth_blockNumber')
    expect(call.result).toEqual({
      status: 502,
      body: {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32603, message: `No RPC endpoint of ${NONE_UP} answered.` },
      },
    })
    expect(call.ms).toBeLessThan(RPC_TIMEOUT_MS + 2000)
    const read = await balance(NONE_UP)
    expect(read.result).toEqual({
      status: 502,
      body: {
        error: {
          name: 'ChainUnavailableError',
          message: `No RPC endpoint of ${NONE_UP} answered. Try again shortly.`,
        },
      },
    })
    expect(read.ms).toBeLessThan(RPC_TIMEOUT_MS + 2000)
    // Nothing of the failed read was kept as the address's balances.
    expect(
      await t.testDb.db.query('SELECT * FROM balance_cache WHERE chain_id = $1', [NONE_UP]),
    ).toEqual([])
  }, 30_000)
})
