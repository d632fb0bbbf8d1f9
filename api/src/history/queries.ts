import type { Queryable } from '../db/Db.ts'

export type HistoryPosition = { block: bigint; txIndex: number }

export type HistoryTxRow = {
  tx_hash: string
  block: string
  tx_index: number
  tx_from: string
  tx_to: string | null
  tx_nonce: string
  mined_at: Date
}

/** The newest `limit` transactions that moved value to or from `address`, before `before`. */
export async function findHistoryTransactions(
  db: Queryable,
  chainId: string,
  address: string,
  before: HistoryPosition | undefined,
  limit: number,
): Promise<HistoryTxRow[]> {
  return db.query<HistoryTxRow>(
    `SELECT tx_hash, block_number::text AS block, tx_index, tx_from, tx_to,
            tx_nonce::text AS tx_nonce, mined_at
     FROM transfers
     WHERE chain_id = $1 AND (from_address = $2 OR to_address = $2)
       AND ($3::bigint IS NULL OR (block_number, tx_index) < ($3::bigint, $4::integer))
     GROUP BY tx_hash, block_number, tx_index, tx_from, tx_to, tx_nonce, mined_at
     ORDER BY block_number DESC, tx_index DESC
     LIMIT $5`,
    [chainId, address, before?.block.toString() ?? null, before?.txIndex ?? null, limit],
  )
}

export type HistoryTransferRow = {
  tx_hash: string
  log_index: number
  kind: 'native' | 'erc20' | 'erc721'
  token: string | null
  from_address: string
  to_address: string
  amount: string | null
  token_id: string | null
  name: string | null
  symbol: string | null
  decimals: number | null
  /** An NFT's metadata fetched since `metadataSince`, if any (else null: read it afresh). */
  nft_fetched_at: Date | null
  nft_name: string | null
  nft_image: string | null
}

/**
 * The transfers of those transactions that involve `address`, with their token's facts and,
 * for NFTs, their cached metadata, so that a page is two queries whatever it holds.
 */
export async function findHistoryTransfers(
  db: Queryable,
  chainId: string,
  address: string,
  txHashes: readonly string[],
  metadataSince: Date,
): Promise<HistoryTransferRow[]> {
  if (txHashes.length === 0) return []
  return db.query<HistoryTransferRow>(
    `SELECT t.tx_hash, t.log_index, t.kind, t.token, t.from_address, t.to_address,
            t.amount::text AS amount, t.token_id::text AS token_id, i.name, i.symbol, i.decimals,
            m.fetched_at AS nft_fetched_at, m.name AS nft_name, m.image AS nft_image
     FROM transfers t
     LEFT JOIN token_info i ON i.chain_id = t.chain_id AND i.address = t.token
     LEFT JOIN nft_metadata m ON t.kind = 'erc721' AND m.chain_id = t.chain_id
       AND m.address = t.token AND m.token_id = t.token_id AND m.fetched_at >= $4
     WHERE t.chain_id = $1 AND t.tx_hash = ANY($2) AND (t.from_address = $3 OR t.to_address = $3)
     ORDER BY t.tx_hash, t.log_index`,
    [chainId, txHashes, address, metadataSince],
  )
}
