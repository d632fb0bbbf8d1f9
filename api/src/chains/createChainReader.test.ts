import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { erc20Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createChainReader } from './createChainReader.ts'
import { DataChainSchema } from './DataChainSchema.ts'

/** An endpoint that notes each eth_call and refuses it (the reads fail; their count is the point). */
let calls = 0
let server: ReturnType<typeof createServer>
let url = ''
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    // Calls come in JSON-RPC batches (the reader goes through the RPC service's sender).
    const body = JSON.parse(Buffer.concat(chunks).toString()) as { id: number; method: string }[]
    calls += body.filter((call) => call.method === 'eth_call').length
    const refusal = (id: number) => ({ jsonrpc: '2.0', id, error: { code: -32000, message: 'no' } })
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body.map((call) => refusal(call.id))))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server?.closeAllConnections()
  server?.close()
})

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const

/** `count` balanceOf reads (36 bytes of calldata each) in one multicall; the eth_calls it took. */
async function ethCallsFor(count: number) {
  const reader = createChainReader(
    DataChainSchema.parse({
      caipNetworkId: 'eip155:31381',
      name: 'Counted',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrl: url,
    }),
  )
  calls = 0
  const results = await reader.multicall({
    contracts: Array.from({ length: count }, () => ({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf' as const,
      args: [owner] as const,
    })),
  })
  expect(results).toHaveLength(count)
  return calls
}

describe('createChainReader', () => {
  test('behavior: multicall batches hold SPEC §9 1024 bytes of calldata: 28 reads are one eth_call, 29 are two', async () => {
    // 28 × 36 = 1008 bytes; the 29th read would make 1044.
    expect(await ethCallsFor(28)).toBe(1)
    expect(await ethCallsFor(29)).toBe(2)
  })
})
