import { encodeAbiParameters, type Hex, multicall3Abi, numberToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { createChainReader } from '../chains/createChainReader.ts'
import { DataChainSchema } from '../chains/DataChainSchema.ts'
import type { Queryable } from '../db/Db.ts'
import type { RpcUpstream } from '../rpc/upstream/createRpcUpstream.ts'
import type { LatestApprovalRow } from './queries.ts'
import { readStandingApprovals } from './readStandingApprovals.ts'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const [aggregate3] = multicall3Abi.filter((item) => item.name === 'aggregate3')

/** `count` allowances of one token, one spender each, as the indexer keeps them. */
const allowanceRows = (count: number): LatestApprovalRow[] =>
  Array.from({ length: count }, (_, index) => ({
    kind: 'erc20',
    token: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    spender: `0x${(index + 1).toString(16).padStart(40, '0')}`,
    amount: '1',
    approved: null,
    name: 'Dollar',
    symbol: 'DUSD',
    decimals: 6,
  }))

/**
 * A reader over an upstream that notes each method it is asked and answers every eth_call as
 * one multicall of `count` reads, read `i` answering allowance `i + 1`; accounts have no code.
 */
function countedReader(count: number) {
  const asked: string[] = []
  const answers = Array.from({ length: count }, (_, index) => ({
    success: true,
    returnData: encodeAbiParameters([{ type: 'uint256' }], [BigInt(index + 1)]),
  }))
  const upstream = {
    methods: new Set<string>(),
    ranking: {} as RpcUpstream['ranking'],
    async send(calls) {
      return calls.map(({ id, method }) => {
        asked.push(method)
        if (method === 'eth_chainId') return { jsonrpc: '2.0', id, result: numberToHex(31337) }
        const result: Hex =
          method === 'eth_call' ? encodeAbiParameters(aggregate3!.outputs, [answers]) : '0x'
        return { jsonrpc: '2.0', id, result }
      })
    },
  } satisfies RpcUpstream
  const chain = DataChainSchema.parse({
    caipNetworkId: 'eip155:31337',
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrl: 'http://127.0.0.1:1',
  })
  return { entry: { chain, reader: createChainReader(chain, upstream) }, asked }
}

const noNames: Queryable = { query: async () => [], exec: async () => undefined }

describe('readStandingApprovals', () => {
  test('behavior: twelve allowances are re-read with one eth_call (a multicall), each keeping its own amount', async () => {
    const { entry, asked } = countedReader(12)
    const standing = await readStandingApprovals(noNames, entry, owner, allowanceRows(12))
    expect(asked.filter((method) => method === 'eth_call')).toHaveLength(1)
    expect(standing.map((row) => row.amount)).toEqual(
      Array.from({ length: 12 }, (_, index) => String(index + 1)),
    )
  })
})
