import { createHash } from 'node:crypto'
import type { WalletEntry } from '../../wallets/WalletRegistrySchema.ts'
import type { Queryable } from '../Db.ts'
import { upsertWalletRows } from './upsertWalletRows.ts'
import { walletLinkColumns } from './walletListings.ts'

/** A wallet as the registry route returns it. */
export type WalletListItem = {
  id: string
  name: string
  rdns: string | null
  homepage: string | null
  mobileLink: string | null
  universalLink: string | null
  desktopLink: string | null
  webappLink: string | null
  /** The wallet's App Store and Play Store pages (the Explorer's `app.ios`, `app.android`). */
  appStore: string | null
  playStore: string | null
  chains: string[]
  badges: string[]
  imageUrl: string | null
  /** SPEC §3: the Explorer's id of the stored image (`registry sync`); null for an imported one. */
  imageId: string | null
}

type WalletRow = {
  id: string
  name: string
  rdns: string | null
  homepage: string | null
  mobile_link: string | null
  universal_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  /** space-separated: array columns are slow to decode in PGlite, and ids have no spaces */
  chains: string
  badges: string
  has_image: boolean
  image_id: string | null
}

export type WalletQuery = {
  page: number
  entries: number
  search?: string | undefined
  /** Wallet ids or rdns. */
  include?: string[] | undefined
  exclude?: string[] | undefined
  chains?: string[] | undefined
  /** Wallet ids or rdns, listed first in this order. */
  featured?: string[] | undefined
  /** At most this many matches are reachable through paging (search results). */
  cap?: number | undefined
}

const toItem = (row: WalletRow): WalletListItem => ({
  id: row.id,
  name: row.name,
  rdns: row.rdns,
  homepage: row.homepage,
  mobileLink: row.mobile_link,
  universalLink: row.universal_link,
  desktopLink: row.desktop_link,
  webappLink: row.webapp_link,
  appStore: row.app_store,
  playStore: row.play_store,
  chains: row.chains ? row.chains.split(' ') : [],
  badges: row.badges ? row.badges.split(' ') : [],
  imageUrl: row.has_image ? `/v1/wallets/${encodeURIComponent(row.id)}/image` : null,
  imageId: row.has_image ? row.image_id : null,
})

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** One page of wallets plus the number of matches (capped at `cap`). */
export async function queryWallets(
  db: Queryable,
  query: WalletQuery,
): Promise<{ count: number; data: WalletListItem[] }> {
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const where: string[] = []
  /** A wallet is named by its id or its rdns (lowercase). */
  const named = (list: readonly string[]) => {
    const at = param(list.map((key) => key.toLowerCase()))
    return `(lower(id) = ANY(${at}::text[]) OR lower(coalesce(rdns, '')) = ANY(${at}::text[]))`
  }
  if (query.include?.length) where.push(named(query.include))
  if (query.exclude?.length) where.push(`NOT ${named(query.exclude)}`)
  if (query.chains?.length) where.push(`chains && ${param(query.chains)}::text[]`)
  const needle = query.search && escapeLike(query.search.toLowerCase())
  if (needle) {
    const like = param(`%${needle}%`)
    where.push(`(lower(name) LIKE ${like} OR lower(coalesce(rdns, '')) LIKE ${like})`)
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : ''
  const [counted] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM wallets ${whereSql}`,
    params,
  )
  const count = Math.min(counted?.count ?? 0, query.cap ?? Number.POSITIVE_INFINITY)
  const order: string[] = []
  if (query.featured?.length) {
    const featured = param(query.featured.map((key) => key.toLowerCase()))
    order.push(
      `least(array_position(${featured}::text[], lower(id)), array_position(${featured}::text[], lower(rdns))) NULLS LAST`,
    )
  }
  if (needle) order.push(`(lower(name) LIKE ${param(`${needle}%`)}) DESC`)
  order.push('rank', 'name', 'id')
  const offset = (query.page - 1) * query.entries
  const limit = Math.max(0, Math.min(query.entries, count - offset))
  if (limit === 0) return { count, data: [] }
  const rows = await db.query<WalletRow>(
    `SELECT id, name, rdns, homepage, mobile_link, universal_link, desktop_link, webapp_link,
       app_store, play_store, array_to_string(chains, ' ') AS chains, array_to_string(badges, ' ') AS badges,
       image_data IS NOT NULL AS has_image, image_id
     FROM wallets ${whereSql} ORDER BY ${order.join(', ')}
     LIMIT ${param(limit)} OFFSET ${param(offset)}`,
    params,
  )
  return { count, data: rows.map(toItem) }
}

export type WalletImage = { contentType: string; body: Uint8Array; etag: string }

export async function findWalletImage(db: Queryable, id: string): Promise<WalletImage | undefined> {
  const [row] = await db.query<{ image_type: string; image_data: Uint8Array; image_etag: string }>(
    `SELECT image_type, image_data, image_etag FROM wallets
     WHERE id = $1 AND image_data IS NOT NULL`,
    [id],
  )
  return row && { contentType: row.image_type, body: row.image_data, etag: row.image_etag }
}

const walletColumns = [
  ...walletLinkColumns,
  'chains',
  'badges',
  'rank',
  'image_type',
  'image_data',
  'image_etag',
]

function walletValues(wallet: WalletEntry): unknown[] {
  const image = wallet.image && Buffer.from(wallet.image.data, 'base64')
  const etag = image && `"${createHash('sha256').update(image).digest('base64url').slice(0, 27)}"`
  return [
    wallet.id,
    wallet.name,
    wallet.rdns ?? null,
    wallet.homepage ?? null,
    wallet.mobileLink ?? null,
    wallet.universalLink ?? null,
    wallet.desktopLink ?? null,
    wallet.webappLink ?? null,
    wallet.chains,
    wallet.badges,
    wallet.rank,
    wallet.image?.contentType ?? null,
    image ?? null,
    etag ?? null,
  ]
}

/** Inserts or replaces wallets, 100 rows a statement, inside the caller's transaction. */
export async function upsertWallets(db: Queryable, wallets: readonly WalletEntry[]): Promise<void> {
  await upsertWalletRows(db, walletColumns, wallets.map(walletValues))
}
