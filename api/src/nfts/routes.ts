import type { Nft } from '@porthole/shared-protocol/dataApi'
import type { Hono } from 'hono'
import { type Address, getAddress } from 'viem'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { createAccountListRoute } from '../routes/createAccountListRoute.ts'
import { readNftMetadata } from '../sources/readNftMetadata.ts'
import { nftImagePath } from './nftImagePath.ts'
import { findOwnedNfts } from './queries.ts'

/** Most tokens answered for one address. */
export const MAX_NFTS = 200

/**
 * `GET /v1/account/{address}/nfts` (Porthole's path; SPEC §7 does not show one): the ERC-721
 * tokens the address owns on `chainId` per the indexer, newest first, with name and image
 * from each token's metadata and the collection's name and symbol. `image` is the api's own
 * path for the image (`/v1/nfts/{chainId}/{contract}/{tokenId}/image`), never the third-party
 * URL: visitors' browsers do not reach hosts a contract chose. Unsupported network:
 * `{ data: [] }`.
 */
export function createNftRoutes(deps: AppDeps): Hono<AppEnv> {
  return createAccountListRoute(deps, 'nfts', async (entry, owner, chainId) => {
    const rows = await findOwnedNfts(deps.db, chainId, owner.toLowerCase(), MAX_NFTS)
    const now = new Date(deps.clock.now())
    return Promise.all(
      rows.map(async (row): Promise<Nft> => {
        const address = getAddress(row.token) as Address
        const meta = await readNftMetadata(
          deps.db,
          deps.fetchPublic,
          entry,
          { address, tokenId: BigInt(row.token_id) },
          now,
        )
        const collection = { name: row.collection ?? '', symbol: row.symbol ?? '' }
        return {
          chainId,
          address: `${chainId}:${address}`,
          tokenId: row.token_id,
          name: meta.name ?? `${collection.name || 'NFT'} #${row.token_id}`,
          image: meta.image ? nftImagePath(chainId, address, row.token_id) : '',
          collection,
        }
      }),
    )
  })
}
