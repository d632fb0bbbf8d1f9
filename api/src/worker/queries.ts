import type { Queryable } from '../db/Db.ts'
import type { ApprovalRow } from './extractApprovals.ts'
import type { TransferRow } from './extractTransfers.ts'

export type IndexedBlock = { number: bigint; hash: string }

export async function findIndexedTip(
  db: Queryable,
  chainId: string,
): Promise<IndexedBlock | undefined> {
  const [row] = await db.query<{ num: string; hash: string }>(
    `SELECT number::text AS num, hash FROM indexed_blocks
     WHERE chain_id = $1 ORDER BY number DESC LIMIT 1`,
    [chainId],
  )
  return row && { number: BigInt(row.num), hash: row.hash }
}

/** Forgets every indexed block from `number` on, with the transfers and approvals they held. */
export async function deleteFromBlock(db: Queryable, chainId: string, number: bigint) {
  await db.query('DELETE FROM approvals WHERE chain_id = $1 AND block_number >= $2', [
    chainId,
    number.toString(),
  ])
  await db.query('DELETE FROM transfers WHERE chain_id = $1 AND block_number >= $2', [
    chainId,
    number.toString(),
  ])
  await db.query('DELETE FROM indexed_blocks WHERE chain_id = $1 AND number >= $2', [
    chainId,
    number.toString(),
  ])
}

/** Stores one block and its transfers; a block indexed twice adds nothing. */
export async function saveBlock(
  db: Queryable,
  chainId: string,
  block: IndexedBlock & { minedAt: Date },
  rows: readonly TransferRow[],
) {
  for (const row of rows) {
    await db.query(
      `INSERT INTO transfers (chain_id, block_number, tx_hash, tx_index, log_index, kind, token,
         from_address, to_address, amount, token_id, tx_from, tx_to, tx_nonce, mined_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT DO NOTHING`,
      [
        chainId,
        block.number.toString(),
        row.txHash,
        row.txIndex,
        row.logIndex,
        row.kind,
        row.token,
        row.from,
        row.to,
        row.amount?.toString() ?? null,
        row.tokenId?.toString() ?? null,
        row.txFrom,
        row.txTo,
        row.txNonce,
        block.minedAt,
      ],
    )
  }
  await db.query(
    `INSERT INTO indexed_blocks (chain_id, number, hash) VALUES ($1, $2, $3)
     ON CONFLICT (chain_id, number) DO UPDATE SET hash = EXCLUDED.hash`,
    [chainId, block.number.toString(), block.hash],
  )
}

/** Stores a block's approval logs; a block indexed twice adds nothing. */
export async function saveApprovals(
  db: Queryable,
  chainId: string,
  blockNumber: bigint,
  rows: readonly ApprovalRow[],
) {
  for (const row of rows) {
    await db.query(
      `INSERT INTO approvals (chain_id, block_number, tx_hash, log_index, kind, token, owner,
         spender, amount, approved)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT DO NOTHING`,
      [
        chainId,
        blockNumber.toString(),
        row.txHash,
        row.logIndex,
        row.kind,
        row.token,
        row.owner,
        row.spender,
        row.kind === 'erc20' ? row.amount.toString() : null,
        row.kind === 'operator' ? row.approved : null,
      ],
    )
  }
}

/** Token contracts among `tokens` with no row in token_info yet. */
export async function findUnknownTokens(
  db: Queryable,
  chainId: string,
  tokens: readonly string[],
): Promise<string[]> {
  if (tokens.length === 0) return []
  const known = await db.query<{ address: string }>(
    'SELECT address FROM token_info WHERE chain_id = $1 AND address = ANY($2)',
    [chainId, tokens],
  )
  const seen = new Set(known.map((row) => row.address))
  return tokens.filter((token) => !seen.has(token))
}

export async function saveTokenInfo(
  db: Queryable,
  chainId: string,
  info: { address: string; kind: string; name?: string; symbol?: string; decimals?: number },
) {
  await db.query(
    `INSERT INTO token_info (chain_id, address, kind, name, symbol, decimals)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [
      chainId,
      info.address,
      info.kind,
      info.name ?? null,
      info.symbol ?? null,
      info.decimals ?? null,
    ],
  )
}
