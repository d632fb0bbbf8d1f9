import type { Queryable } from '../db/Db.ts'

export type LatestApprovalRow = {
  kind: 'erc20' | 'operator'
  token: string
  spender: string
  amount: string | null
  approved: boolean | null
  name: string | null
  symbol: string | null
  decimals: number | null
}

/**
 * The latest indexed `Approval` or `ApprovalForAll` of each (kind, token, spender) that
 * `owner` gave, newest first, at most `limit`, with the token's facts. Whether it still
 * stands is the caller's to judge: an allowance is spent without a log.
 */
export async function findLatestApprovals(
  db: Queryable,
  chainId: string,
  owner: string,
  limit: number,
): Promise<LatestApprovalRow[]> {
  return db.query<LatestApprovalRow>(
    `SELECT latest.kind, latest.token, latest.spender, latest.amount::text AS amount,
            latest.approved, i.name, i.symbol, i.decimals
     FROM (
       SELECT DISTINCT ON (kind, token, spender) kind, token, spender, amount, approved,
              block_number, log_index
       FROM approvals
       WHERE chain_id = $1 AND owner = $2
       ORDER BY kind, token, spender, block_number DESC, log_index DESC
     ) latest
     LEFT JOIN token_info i ON i.chain_id = $1 AND i.address = latest.token
     ORDER BY latest.block_number DESC, latest.log_index DESC
     LIMIT $3`,
    [chainId, owner, limit],
  )
}

/** Names Porthole knows for contracts: the tokens and collections it has indexed. */
export async function findContractNames(
  db: Queryable,
  chainId: string,
  addresses: readonly string[],
): Promise<Map<string, string>> {
  if (addresses.length === 0) return new Map()
  const rows = await db.query<{ address: string; name: string | null }>(
    'SELECT address, name FROM token_info WHERE chain_id = $1 AND address = ANY($2)',
    [chainId, addresses],
  )
  return new Map(rows.flatMap((row) => (row.name ? [[row.address, row.name] as const] : [])))
}
