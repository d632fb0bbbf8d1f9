import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { toHex } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { DataChainSchema } from '../../chains/DataChainSchema.ts'
import { expectPingRanking } from '../../testing/expectPingRanking.ts'
import { evmTestChain, useTwoAnvils } from '../../testing/useTwoAnvils.ts'
import { evmRpcTarget } from '../evmRpcTarget.ts'
import { createRpcUpstream } from './createRpcUpstream.ts'

const nodes = useTwoAnvils([31361, 31362])

const chain = (rpcUrls: string[]) =>
  evmRpcTarget(DataChainSchema.parse(evmTestChain('eip155:31361', rpcUrls)))

/** An endpoint answering every call (one or a batch) with `chainId` after `delayMs`; `close` stops it. */
async function startLateEndpoint(chainId: number, delayMs: number) {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString()) as { id: number } | { id: number }[]
    const answer = ({ id }: { id: number }) => ({ jsonrpc: '2.0', id, result: toHex(chainId) })
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
    }, delayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}

describe('createRpcUpstream', () => {
  test('behavior: a ranking ping is given SPEC §9 1 s: answered in 0.8 s it counts, in 1.2 s it does not', async () => {
    const [otherChain, late, inTime] = await Promise.all([
      startLateEndpoint(31362, 0),
      startLateEndpoint(31361, 1_200),
      startLateEndpoint(31361, 800),
    ])
    const upstream = createRpcUpstream(chain([otherChain.url, late.url, inTime.url]), 60_000)
    try {
      upstream.ranking.order()
      // One round: only the endpoint that answered in time is up; the other two tie at 0 and
      // keep their configured order. (With a longer timeout the late one would rank second.)
      await vi.waitFor(() => expect(upstream.ranking.order()[0]).toBe(inTime.url), {
        timeout: 3_000,
      })
      expect(upstream.ranking.order()).toEqual([inTime.url, otherChain.url, late.url])
    } finally {
      upstream.ranking.stop()
      for (const endpoint of [otherChain, late, inTime]) endpoint.close()
    }
  })

  test('behavior: pings rank the endpoint serving the chain above down ones and another chain', async () => {
    const { anvil, other, down } = nodes
    const ranked = chain([down.refused, down.unavailable, other.rpcUrl, anvil.rpcUrl])
    await expectPingRanking(ranked, anvil.rpcUrl)
  })

  test('behavior: calls skip endpoints that are down, and keep the callers ids', async () => {
    const upstream = createRpcUpstream(
      chain([nodes.down.refused, nodes.down.unavailable, nodes.anvil.rpcUrl]),
      60_000,
    )
    const before = nodes.down.hits()
    const answers = await upstream.send([
      { jsonrpc: '2.0', id: null, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: null, method: 'net_version' },
    ])
    upstream.ranking.stop()
    expect(answers).toEqual([
      { jsonrpc: '2.0', id: null, result: toHex(31361) },
      { jsonrpc: '2.0', id: null, result: '31361' },
    ])
    expect(nodes.down.hits()).toBeGreaterThan(before)
  })

  test('error: no endpoint up names the chain', async () => {
    const upstream = createRpcUpstream(chain([nodes.down.refused, nodes.down.unavailable]), 60_000)
    await expect(upstream.send([{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }])).rejects.toThrow(
      'No RPC endpoint of eip155:31361 answered.',
    )
    upstream.ranking.stop()
  })
})
