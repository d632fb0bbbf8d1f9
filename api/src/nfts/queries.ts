import type { Queryable } from '../db/Db.ts'

export type OwnedNftRow = {
  token: string
  token_id: string
  collection: string | null
  symbol: string | null
}

/**
 * The ERC-721 tokens whose latest indexed transfer went to `owner`, newest first, at most
 * `limit`.
 */
export async function findOwnedNfts(
  db: Queryable,
  chainId: string,
  owner: string,
  limit: number,
): Promise<OwnedNftRow[]> {
  return db.query<OwnedNftRow>(
    `SELECT latest.token, latest.token_id::text AS token_id, i.name AS collection, i.symbol
     FROM (
       SELECT DISTINCT ON (token, token_id) token, token_id, to_address, block_number, log_index
       FROM transfers
       WHERE chain_id = $1 AND kind = 'erc721' AND (token, token_id) IN (
         SELECT token, token_id FROM transfers
         WHERE chain_id = $1 AND kind = 'erc721' AND to_address = $2
       )
       ORDER BY token, token_id, block_number DESC, log_index DESC
     ) latest
     LEFT JOIN token_info i ON i.chain_id = $1 AND i.address = latest.token
     WHERE latest.to_address = $2
     ORDER BY latest.block_number DESC, latest.log_index DESC
     LIMIT $3`,
    [chainId, owner, limit],
  )
}

/** The image URL of a token's stored metadata, if any. */
export async function findNftImageUrl(
  db: Queryable,
  token: { chainId: string; address: string; tokenId: string },
): Promise<string | null> {
  const [row] = await db.query<{ image: string | null }>(
    `SELECT image FROM nft_metadata WHERE chain_id = $1 AND address = $2 AND token_id = $3`,
    [token.chainId, token.address, token.tokenId],
  )
  return row?.image ?? null
}
