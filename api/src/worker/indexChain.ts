import { erc20Abi, type Hex, toHex } from 'viem'
import type { ChainEntry } from '../chains/createChainRegistry.ts'
import type { Db, Queryable } from '../db/Db.ts'
import { extractApprovals } from './extractApprovals.ts'
import { extractTransfers, type TransferRow } from './extractTransfers.ts'
import {
  deleteFromBlock,
  findIndexedTip,
  findUnknownTokens,
  saveApprovals,
  saveBlock,
  saveTokenInfo,
} from './queries.ts'
import type { RpcBlock, RpcReceipt } from './RpcBlock.ts'

/** Any constant; with the hash of the schema and the chain id it names one advisory lock per chain and schema. */
export const INDEXER_LOCK = 74_207_302

export type IndexResult =
  | { status: 'busy' }
  | { status: 'indexed'; from: bigint; to: bigint; blocks: number; rewound: number }

async function rememberTokens(
  tx: Queryable,
  entry: ChainEntry,
  rows: readonly Pick<TransferRow, 'token' | 'kind'>[],
) {
  const chainId = entry.chain.caipNetworkId
  const kinds = new Map<string, string>()
  for (const row of rows) if (row.token) kinds.set(row.token, row.kind)
  const unknown = await findUnknownTokens(tx, chainId, [...kinds.keys()])
  if (unknown.length === 0) return
  const facts = await entry.reader.multicall({
    allowFailure: true,
    contracts: unknown.flatMap((token) => {
      const address = token as Hex
      return [
        { address, abi: erc20Abi, functionName: 'name' as const },
        { address, abi: erc20Abi, functionName: 'symbol' as const },
        { address, abi: erc20Abi, functionName: 'decimals' as const },
      ]
    }),
  })
  for (const [index, address] of unknown.entries()) {
    const [name, symbol, decimals] = facts.slice(index * 3, index * 3 + 3)
    const kind = kinds.get(address) ?? 'erc20'
    await saveTokenInfo(tx, chainId, {
      address,
      kind,
      ...(name?.status === 'success' ? { name: String(name.result) } : {}),
      ...(symbol?.status === 'success' ? { symbol: String(symbol.result) } : {}),
      ...(kind === 'erc20' && decimals?.status === 'success'
        ? { decimals: Number(decimals.result) }
        : {}),
    })
  }
}

/**
 * One indexing step for one chain, in one transaction under the chain's advisory lock (so
 * of several workers exactly one indexes a chain at a time; the others answer 'busy'):
 * forget indexed blocks the chain no longer has (a revert lowers the head, a reorg changes
 * the tip's hash), then index up to `maxBlocks` new blocks: native transfers, ERC-20 /
 * ERC-721 Transfer logs and the Approval / ApprovalForAll logs the Permissions view lists. A crash rolls the whole step back, so a restart neither misses nor
 * doubles a block.
 */
export async function indexChain(
  db: Db,
  entry: ChainEntry,
  options: { maxBlocks?: number } = {},
): Promise<IndexResult> {
  const maxBlocks = BigInt(options.maxBlocks ?? 200)
  const chainId = entry.chain.caipNetworkId
  const startBlock = BigInt(
    entry.chain.history.kind === 'indexer' ? entry.chain.history.startBlock : 0,
  )
  const rpc = <T>(method: string, params: unknown[]) =>
    entry.reader.request({ method, params } as never) as Promise<T>
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_xact_lock($1, hashtext(current_schema() || '/' || $2)) AS locked",
      [INDEXER_LOCK, chainId],
    )
    if (!lock?.locked) return { status: 'busy' }
    const head = BigInt(await rpc<Hex>('eth_blockNumber', []))
    let rewound = 0
    let tip = await findIndexedTip(tx, chainId)
    if (tip && tip.number > head) {
      rewound += Number(tip.number - head)
      await deleteFromBlock(tx, chainId, head + 1n)
      tip = await findIndexedTip(tx, chainId)
    }
    while (tip) {
      const onChain = await rpc<RpcBlock | null>('eth_getBlockByNumber', [toHex(tip.number), false])
      if (onChain?.hash === tip.hash) break
      await deleteFromBlock(tx, chainId, tip.number)
      rewound += 1
      tip = await findIndexedTip(tx, chainId)
    }
    const from = tip ? tip.number + 1n : startBlock
    const last = from + maxBlocks - 1n < head ? from + maxBlocks - 1n : head
    let parentHash = tip?.hash
    let blocks = 0
    for (let number = from; number <= last; number++) {
      const block = await rpc<RpcBlock | null>('eth_getBlockByNumber', [toHex(number), true])
      if (!block || (parentHash !== undefined && block.parentHash !== parentHash)) break
      const receipts =
        block.transactions.length === 0
          ? []
          : await rpc<RpcReceipt[]>('eth_getBlockReceipts', [toHex(number)])
      const rows = extractTransfers(block, receipts)
      const approvals = extractApprovals(block, receipts)
      await rememberTokens(tx, entry, [
        ...rows,
        ...approvals.map((row) => ({
          token: row.token,
          kind: row.kind === 'erc20' ? ('erc20' as const) : ('erc721' as const),
        })),
      ])
      await saveApprovals(tx, chainId, number, approvals)
      await saveBlock(
        tx,
        chainId,
        { number, hash: block.hash, minedAt: new Date(Number(block.timestamp) * 1000) },
        rows,
      )
      parentHash = block.hash
      blocks += 1
    }
    return { status: 'indexed', from, to: from + BigInt(blocks) - 1n, blocks, rewound }
  })
}
