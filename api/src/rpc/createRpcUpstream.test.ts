import { type AnvilProcess, spawnAnvil } from '@porthole/e2e/devChain'
import { toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { DataChainSchema } from '../chains/DataChainSchema.ts'
import { type DownEndpoints, startDownEndpoints } from '../testing/startDownEndpoints.ts'
import { createRpcUpstream } from './createRpcUpstream.ts'
import { evmRpcTarget } from './evmRpcTarget.ts'

let right: AnvilProcess
let wrongChain: AnvilProcess
let down: DownEndpoints
beforeAll(async () => {
  ;[right, wrongChain, down] = await Promise.all([
    spawnAnvil({ chainId: 31361 }),
    spawnAnvil({ chainId: 31362 }),
    startDownEndpoints(),
  ])
}, 30_000)
afterAll(() => Promise.all([right?.stop(), wrongChain?.stop(), down?.stop()]))

const chain = (rpcUrl: string, rpcFallbackUrls: string[]) =>
  evmRpcTarget(
    DataChainSchema.parse({
      caipNetworkId: 'eip155:31361',
      name: 'Ranked',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrl,
      rpcFallbackUrls,
    }),
  )

describe('createRpcUpstream', () => {
  test('behavior: pings rank the endpoint serving the chain above down ones and another chain', async () => {
    const endpoints = [down.refused, down.unavailable, wrongChain.rpcUrl, right.rpcUrl]
    const upstream = createRpcUpstream(chain(endpoints[0]!, endpoints.slice(1)), 50)
    try {
      expect(upstream.ranking.order()).toEqual(endpoints)
      await vi.waitFor(() => expect(upstream.ranking.order()[0]).toBe(right.rpcUrl))
    } finally {
      upstream.ranking.stop()
    }
  })

  test('behavior: calls skip endpoints that are down, and keep the callers ids', async () => {
    const upstream = createRpcUpstream(
      chain(down.refused, [down.unavailable, right.rpcUrl]),
      60_000,
    )
    const before = down.hits()
    const answers = await upstream.send([
      { jsonrpc: '2.0', id: null, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: null, method: 'net_version' },
    ])
    upstream.ranking.stop()
    expect(answers).toEqual([
      { jsonrpc: '2.0', id: null, result: toHex(31361) },
      { jsonrpc: '2.0', id: null, result: '31361' },
    ])
    expect(down.hits()).toBeGreaterThan(before)
  })

  test('error: no endpoint up names the chain', async () => {
    const upstream = createRpcUpstream(chain(down.refused, [down.unavailable]), 60_000)
    await expect(upstream.send([{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }])).rejects.toThrow(
      'No RPC endpoint of eip155:31361 answered.',
    )
    upstream.ranking.stop()
  })
})
