import { type Address, erc721Abi } from 'viem'
import { z } from 'zod'
import type { ChainEntry } from '../chains/createChainRegistry.ts'
import type { Queryable } from '../db/Db.ts'
import type { PublicFetch } from './publicFetch/createPublicFetch.ts'

/** How long fetched metadata is reused. */
export const NFT_METADATA_TTL_MS = 60 * 60 * 1000
const FETCH_TIMEOUT_MS = 3000
const MAX_BYTES = 64 * 1024

const MetadataSchema = z.object({
  name: z.string().max(200).optional(),
  image: z.string().max(2000).optional(),
})
export type NftMetadata = { name: string | null; image: string | null }

/**
 * Reads ERC-721 metadata JSON from a data: URI, or over http(s) through `fetchPublic` (public
 * addresses only: a contract chooses this URL); null when unreadable.
 */
async function fetchMetadata(
  fetchPublic: PublicFetch,
  uri: string,
): Promise<z.infer<typeof MetadataSchema> | null> {
  try {
    const text = uri.startsWith('data:')
      ? await (await fetch(uri)).text()
      : new TextDecoder().decode(
          (await fetchPublic(uri, { maxBytes: MAX_BYTES, timeoutMs: FETCH_TIMEOUT_MS })).body,
        )
    if (text.length > MAX_BYTES) return null
    const parsed = MetadataSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * A token's name and image from its `tokenURI` metadata, cached in `nft_metadata` for an
 * hour (failures too, as nulls, so a dead host is not hammered).
 */
export async function readNftMetadata(
  db: Queryable,
  fetchPublic: PublicFetch,
  entry: ChainEntry,
  token: { address: Address; tokenId: bigint },
  now: Date,
): Promise<NftMetadata> {
  const chainId = entry.chain.caipNetworkId
  const key = [chainId, token.address.toLowerCase(), token.tokenId.toString()]
  const [cached] = await db.query<{ name: string | null; image: string | null }>(
    `SELECT name, image FROM nft_metadata
     WHERE chain_id = $1 AND address = $2 AND token_id = $3 AND fetched_at >= $4`,
    [...key, new Date(now.getTime() - NFT_METADATA_TTL_MS)],
  )
  if (cached) return cached
  const uri = await entry.reader
    .readContract({
      address: token.address,
      abi: erc721Abi,
      functionName: 'tokenURI',
      args: [token.tokenId],
    })
    .catch(() => null)
  const metadata = uri ? await fetchMetadata(fetchPublic, uri) : null
  const result = { name: metadata?.name ?? null, image: metadata?.image ?? null }
  await db.query(
    `INSERT INTO nft_metadata (chain_id, address, token_id, name, image, fetched_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (chain_id, address, token_id) DO UPDATE
       SET name = EXCLUDED.name, image = EXCLUDED.image, fetched_at = EXCLUDED.fetched_at`,
    [...key, result.name, result.image, now],
  )
  return result
}
