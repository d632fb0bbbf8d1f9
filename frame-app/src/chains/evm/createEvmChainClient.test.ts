import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AnvilProcess, spawnAnvil } from '@porthole/e2e/devChain'
import type { Network } from '@porthole/shared-protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { evmNetwork, rpcAt } from '#test/testNetworks.ts'
import { createEvmChainClient } from './createEvmChainClient.ts'

// The first dev account, funded with 10 000 ETH by anvil.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TEN_THOUSAND_ETH = 10_000n * 10n ** 18n

type Endpoint = { url: string; methods: string[]; close: () => Promise<void> }

/**
 * An RPC endpoint in front of anvil that notes each request's method: `delayMs` late, or
 * `dead` (reads the request, then drops the connection without an answer).
 */
async function startEndpoint(
  anvilUrl: string,
  mode: { delayMs: number } | 'dead',
): Promise<Endpoint> {
  const methods: string[] = []
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    const parsed = JSON.parse(body) as { method: string } | { method: string }[]
    methods.push(...(Array.isArray(parsed) ? parsed : [parsed]).map((r) => r.method))
    if (mode === 'dead') return void req.socket.destroy()
    await new Promise((resolve) => setTimeout(resolve, mode.delayMs))
    const answer = await fetch(anvilUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    methods,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const network = (urls: string[]): Network =>
  evmNetwork(31337, { name: 'Anvil', rpcUrls: rpcAt(...urls) })

const reads = (endpoint: Endpoint) => endpoint.methods.filter((m) => m === 'eth_getBalance').length

describe('createEvmChainClient over several endpoints (SPEC §7, §9 ranking)', () => {
  let anvil: AnvilProcess
  let dead: Endpoint
  let slow: Endpoint
  let live: Endpoint
  beforeAll(async () => {
    anvil = await spawnAnvil({ chainId: 31337 })
    ;[dead, slow, live] = await Promise.all([
      startEndpoint(anvil.rpcUrl, 'dead'),
      startEndpoint(anvil.rpcUrl, { delayMs: 300 }),
      startEndpoint(anvil.rpcUrl, { delayMs: 0 }),
    ])
  })
  afterAll(async () => {
    await Promise.all([dead?.close(), slow?.close(), live?.close()])
    await anvil?.stop()
  })

  it('behavior: reads keep working past a dead and a slow endpoint, and go to the live one once ranked', async () => {
    // Listed dead first, slow second, live last: before any ranking a read falls through.
    const client = createEvmChainClient(network([dead.url, slow.url, live.url]))
    expect(await client.getBalance(ACCOUNT)).toBe(TEN_THOUSAND_ETH)
    expect(reads(dead)).toBe(1)

    // Each endpoint is pinged (net_listening, 1 s timeout) to rank them; the live one wins on
    // stability (the dead one never answers) and latency (the slow one takes 300 ms).
    await expect.poll(() => live.methods.includes('net_listening')).toBe(true)
    await expect.poll(() => slow.methods.includes('net_listening'), { timeout: 2000 }).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 400))
    const before = { dead: reads(dead), slow: reads(slow), live: reads(live) }
    for (let i = 0; i < 5; i++) expect(await client.getBalance(ACCOUNT)).toBe(TEN_THOUSAND_ETH)
    expect(reads(live) - before.live).toBe(5)
    expect(reads(slow) - before.slow).toBe(0)
    expect(reads(dead) - before.dead).toBe(0)
  })

  it('error: with every endpoint dead, a read rejects rather than hanging', async () => {
    const other = await startEndpoint(anvil.rpcUrl, 'dead')
    const client = createEvmChainClient(network([dead.url, other.url]))
    await expect(client.getBalance(ACCOUNT)).rejects.toThrow()
    await other.close()
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
