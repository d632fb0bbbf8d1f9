import type { Db } from '../../db/Db.ts'
import {
  saveWalletImage,
  storedImageIds,
  upsertWalletListings,
} from '../../db/wallets/walletListings.ts'
import { fetchWalletImage } from './fetchWalletImage.ts'
import { listingToWallet } from './listingToWallet.ts'
import { type RegistrySource, readExplorerListings } from './readExplorerListings.ts'

export type RegistrySyncResult = {
  /** Wallets inserted or updated. */
  wallets: number
  /** Images fetched because their image id was new or changed. */
  images: number
  /** Images that could not be fetched (the wallet keeps its previous one, if any). */
  imageFailures: number
  skipped: { id: string; reason: string }[]
}

const IMAGE_CONCURRENCY = 6

/**
 * `registry sync`: imports an Explorer source incrementally. Every listing is upserted with
 * its place in the Explorer's order as rank; wallets not in the source stay; an image is
 * fetched only when its image id differs from the one stored.
 */
export async function syncWalletRegistry(
  db: Db,
  source: RegistrySource,
): Promise<RegistrySyncResult> {
  const { listings, skipped } = await readExplorerListings(source)
  const wallets = listings.map(({ listing }, rank) => listingToWallet(listing, rank))
  await db.transaction((tx) => upsertWalletListings(tx, wallets))
  const stored = await storedImageIds(
    db,
    wallets.map((wallet) => wallet.id),
  )
  const wanted = listings.filter(
    ({ listing, imageSource }) =>
      listing.image_id && imageSource && stored.get(listing.id) !== listing.image_id,
  )
  let images = 0
  let imageFailures = 0
  for (let start = 0; start < wanted.length; start += IMAGE_CONCURRENCY) {
    await Promise.all(
      wanted.slice(start, start + IMAGE_CONCURRENCY).map(async ({ listing, imageSource }) => {
        const image = await fetchWalletImage(imageSource!)
        if (!image) {
          imageFailures++
          return
        }
        await saveWalletImage(db, { walletId: listing.id, imageId: listing.image_id!, ...image })
        images++
      }),
    )
  }
  return { wallets: wallets.length, images, imageFailures, skipped }
}
