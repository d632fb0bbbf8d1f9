import type { Queryable } from '../Db.ts'
import { upsertWalletRows } from './upsertWalletRows.ts'

/** A registry wallet as `registry sync` stores it; its image is stored apart (`saveWalletImage`). */
export type WalletListing = {
  id: string
  name: string
  rdns: string | undefined
  homepage: string | undefined
  mobileLink: string | undefined
  universalLink: string | undefined
  desktopLink: string | undefined
  webappLink: string | undefined
  appStore: string | undefined
  playStore: string | undefined
  chromeStore: string | undefined
  injectedIds: string[]
  chains: string[]
  rank: number
}

/** A wallet's name and links, the columns both the registry import and its sync write first. */
export const walletLinkColumns = [
  'id',
  'name',
  'rdns',
  'homepage',
  'mobile_link',
  'universal_link',
  'desktop_link',
  'webapp_link',
] as const

const columns = [
  ...walletLinkColumns,
  'app_store',
  'play_store',
  'chrome_store',
  'injected_ids',
  'chains',
  'rank',
] as const

const values = (w: WalletListing): unknown[] => [
  w.id,
  w.name,
  w.rdns ?? null,
  w.homepage ?? null,
  w.mobileLink ?? null,
  w.universalLink ?? null,
  w.desktopLink ?? null,
  w.webappLink ?? null,
  w.appStore ?? null,
  w.playStore ?? null,
  w.chromeStore ?? null,
  w.injectedIds,
  w.chains,
  w.rank,
]

/**
 * Inserts or updates wallets, 100 rows a statement; their images and badges stay as they are.
 * Wallets missing from `listings` are kept (a sync is incremental).
 */
export async function upsertWalletListings(
  db: Queryable,
  listings: readonly WalletListing[],
): Promise<void> {
  await upsertWalletRows(db, columns, listings.map(values))
}

/** The Explorer image id stored with each of `ids` that has an image. */
export async function storedImageIds(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; image_id: string }>(
    `SELECT id, image_id FROM wallets
     WHERE id = ANY($1::text[]) AND image_id IS NOT NULL AND image_data IS NOT NULL`,
    [ids],
  )
  return new Map(rows.map((row) => [row.id, row.image_id]))
}

/** Stores a wallet's image under its Explorer image id. */
export async function saveWalletImage(
  db: Queryable,
  image: { walletId: string; imageId: string; contentType: string; body: Uint8Array; etag: string },
): Promise<void> {
  await db.query(
    `UPDATE wallets SET image_id = $2, image_type = $3, image_data = $4, image_etag = $5
     WHERE id = $1`,
    [image.walletId, image.imageId, image.contentType, image.body, image.etag],
  )
}
