import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AnvilProcess, spawnAnvil } from '@porthole/e2e/devChain'
import { type RpcProxy, startRpcProxy } from '@porthole/e2e/rpcProxy'
import type { Network } from '@porthole/shared-protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { evmNetwork, rpcAt } from '#test/testNetworks.ts'
import { createEvmChainClient } from './createEvmChainClient.ts'

// The first dev account, funded with 10 000 ETH by anvil.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TEN_THOUSAND_ETH = 10_000n * 10n ** 18n

const network = (urls: string[]): Network =>
  evmNetwork(31337, { name: 'Anvil', rpcUrls: rpcAt(...urls) })

/** The methods an endpoint was asked, in order. */
const methodsOf = (endpoint: RpcProxy) => endpoint.requests().flat()
const reads = (endpoint: RpcProxy) =>
  methodsOf(endpoint).filter((m) => m === 'eth_getBalance').length

describe('createEvmChainClient over several endpoints (SPEC §7, §9 ranking)', () => {
  let anvil: AnvilProcess
  let dead: RpcProxy
  let slow: RpcProxy
  let live: RpcProxy
  beforeAll(async () => {
    anvil = await spawnAnvil({ chainId: 31337 })
    ;[dead, slow, live] = await Promise.all([
      startRpcProxy(anvil.rpcUrl, { dead: true }),
      startRpcProxy(anvil.rpcUrl, { delayMs: 300 }),
      startRpcProxy(anvil.rpcUrl),
    ])
  })
  afterAll(async () => {
    await Promise.all([dead?.stop(), slow?.stop(), live?.stop()])
    await anvil?.stop()
  })

  it('behavior: reads keep working past a dead and a slow endpoint, and go to the live one once ranked', async () => {
    // Listed dead first, slow second, live last: before any ranking a read falls through.
    const client = createEvmChainClient(network([dead.url, slow.url, live.url]))
    expect(await client.getBalance(ACCOUNT)).toBe(TEN_THOUSAND_ETH)
    expect(reads(dead)).toBe(1)

    // Each endpoint is pinged (net_listening, 1 s timeout) to rank them; the live one wins on
    // stability (the dead one never answers) and latency (the slow one takes 300 ms).
    await expect.poll(() => methodsOf(live).includes('net_listening')).toBe(true)
    await expect.poll(() => methodsOf(slow).includes('net_listening'), { timeout: 2000 }).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 400))
    const before = { dead: reads(dead), slow: reads(slow), live: reads(live) }
    for (let i = 0; i < 5; i++) expect(await client.getBalance(ACCOUNT)).toBe(TEN_THOUSAND_ETH)
    expect(reads(live) - before.live).toBe(5)
    expect(reads(slow) - before.slow).toBe(0)
    expect(reads(dead) - before.dead).toBe(0)
  })

  it('error: with every endpoint dead, a read rejects rather than hanging', async () => {
    const other = await startRpcProxy(anvil.rpcUrl, { dead: true })
    const client = createEvmChainClient(network([dead.url, other.url]))
    await expect(client.getBalance(ACCOUNT)).rejects.toThrow()
    await other.stop()
  })
})

type Counted = { url: string; bodies: { at: number; methods: string[] }[]; close: () => void }

/** A JSON-RPC endpoint of its own (no chain behind it) that notes each HTTP body it gets. */
async function startCountedEndpoint(): Promise<Counted> {
  const bodies: Counted['bodies'] = []
  const answer = (call: { id: number; method: string }) => ({
    jsonrpc: '2.0',
    id: call.id,
    result: call.method === 'net_listening' ? true : '0x7a69',
  })
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const parsed = JSON.parse(Buffer.concat(chunks).toString())
    const calls: { id: number; method: string }[] = Array.isArray(parsed) ? parsed : [parsed]
    bodies.push({ at: performance.now(), methods: calls.map((call) => call.method) })
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(Array.isArray(parsed) ? calls.map(answer) : answer(parsed)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    close: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}

describe('createEvmChainClient batching and polling (SPEC §9)', () => {
  it('behavior: requests made together go in HTTP batches of 1000: 1001 make two', async () => {
    const endpoint = await startCountedEndpoint()
    try {
      const client = createEvmChainClient(network([endpoint.url]))
      const answers = await Promise.all(
        Array.from({ length: 1001 }, () => client.request({ method: 'eth_chainId' })),
      )
      expect(answers).toHaveLength(1001)
      expect(endpoint.bodies.map((body) => body.methods.length)).toEqual([1000, 1])
    } finally {
      endpoint.close()
    }
  })

  it('behavior: several endpoints are pinged to rank them every 4 s', async () => {
    const [first, second] = await Promise.all([startCountedEndpoint(), startCountedEndpoint()])
    try {
      createEvmChainClient(network([first.url, second.url]))
      const pings = () => first.bodies.filter((body) => body.methods.includes('net_listening'))
      await expect.poll(() => pings().length, { timeout: 7_000, interval: 100 }).toBe(2)
      const [one, two] = pings()
      expect(two!.at - one!.at).toBeGreaterThanOrEqual(3_950)
      expect(two!.at - one!.at).toBeLessThan(5_000)
    } finally {
      first.close()
      second.close()
    }
  }, 10_000)
})
