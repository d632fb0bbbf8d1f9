import type { Address } from 'viem'
import type { Queryable } from '../db/Db.ts'
import { type BalanceResponse, BalanceResponseSchema } from './schemas.ts'

/** `address` as stored: EVM addresses lowercased, Solana ones as given (base58 is case-sensitive). */
type Key = { chainId: string; address: string; currency: string }

/** A cached answer fetched at or after `notBefore`, else undefined. */
export async function findCachedBalances(
  db: Queryable,
  key: Key,
  notBefore: Date,
): Promise<BalanceResponse | undefined> {
  const [row] = await db.query<{ body: unknown }>(
    `SELECT body FROM balance_cache
     WHERE chain_id = $1 AND address = $2 AND currency = $3 AND fetched_at >= $4`,
    [key.chainId, key.address, key.currency, notBefore],
  )
  if (!row) return undefined
  const parsed = BalanceResponseSchema.safeParse(row.body)
  return parsed.success ? parsed.data : undefined
}

export async function saveCachedBalances(
  db: Queryable,
  key: Key,
  body: BalanceResponse,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO balance_cache (chain_id, address, currency, body, fetched_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (chain_id, address, currency) DO UPDATE
       SET body = EXCLUDED.body, fetched_at = EXCLUDED.fetched_at`,
    [key.chainId, key.address, key.currency, JSON.stringify(body), at],
  )
}

/** ERC-20 tokens the indexer saw moving to or from `address` on the chain. */
export async function findTokensSeenBy(
  db: Queryable,
  chainId: string,
  address: Address,
): Promise<Address[]> {
  const rows = await db.query<{ token: Address }>(
    `SELECT DISTINCT token FROM transfers
     WHERE chain_id = $1 AND kind = 'erc20' AND (to_address = $2 OR from_address = $2)`,
    [chainId, address.toLowerCase()],
  )
  return rows.map((row) => row.token)
}
