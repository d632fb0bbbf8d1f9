import type { HostWallet } from '@porthole/shared-protocol'
import type { RegistryWallet } from '../../../api/WalletPageSchema.ts'
import type { CustomWallet } from './buildWalletList.ts'
import { createWalletExclusion } from './createWalletExclusion.ts'
import { featuredRank } from './featuredRank.ts'
import { pickRecommended } from './pickRecommended.ts'
import type { CustomWalletEntry, RegistryWalletEntry } from './WalletEntry.ts'

export type WalletTile =
  | { kind: 'host'; id: string; name: string; imageUrl: string; wallet: HostWallet }
  | CustomWalletEntry
  | (RegistryWalletEntry & {
      /** The same wallet (by rdns) announced in the host page, connected like Connect does. */
      hostWallet?: HostWallet
    })

export type WalletTileBadge = 'recent' | 'installed' | null

export type AllWalletsTilesInput = {
  /** Registry wallets in the order the list holds them (featured first). */
  registry: readonly RegistryWallet[]
  hostWallets: readonly HostWallet[]
  customWallets?: readonly CustomWallet[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  featuredWalletIds?: readonly string[] | undefined
  /** rdns or ids of recently used wallets, most recent first. */
  recentIds: readonly string[]
  search: string
  imageUrl: (path: string) => string
}

/**
 * The AllWallets grid: the 4 recommended wallets Connect draws from (SPEC §9), the featured
 * ones in the configured order, recent host-page wallets, the host's custom wallets, then the
 * rest of the registry. A search shows the matches only (custom wallets whose name matches,
 * then the registry's). Excluded wallets are hidden by id, rdns or case-insensitive name
 * (SPEC §5); no wallet is shown twice.
 */
export function buildAllWalletsTiles(input: AllWalletsTilesInput): WalletTile[] {
  const excludes = createWalletExclusion(input.excludeWalletIds)
  const isExcluded = (id: string, name: string, rdns?: string | null) =>
    excludes({ id, name, rdns })
  const needle = input.search.trim().toLowerCase()
  const matches = (name: string) => !needle || name.toLowerCase().includes(needle)
  const hostByRdns = new Map(
    input.hostWallets.filter((wallet) => wallet.rdns).map((wallet) => [wallet.rdns, wallet]),
  )

  const recent: WalletTile[] = needle
    ? []
    : input.recentIds.flatMap((recentId) => {
        const wallet = input.hostWallets.find((w) => w.rdns === recentId || w.uuid === recentId)
        if (!wallet || isExcluded(wallet.uuid, wallet.name, wallet.rdns)) return []
        return [{ kind: 'host', id: wallet.uuid, name: wallet.name, imageUrl: wallet.icon, wallet }]
      })
  const shownRdns = new Set(recent.map((tile) => (tile.kind === 'host' ? tile.wallet.rdns : '')))

  const custom: WalletTile[] = (input.customWallets ?? [])
    .filter((wallet) => !isExcluded(wallet.id, wallet.name) && matches(wallet.name))
    .map((wallet) => ({
      kind: 'custom',
      id: wallet.id,
      name: wallet.name,
      ...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {}),
      wallet,
    }))

  const toTile = (wallet: RegistryWallet): WalletTile => {
    const hostWallet = wallet.rdns ? hostByRdns.get(wallet.rdns) : undefined
    return {
      kind: 'registry',
      id: wallet.id,
      name: wallet.name,
      ...(wallet.imageUrl ? { imageUrl: input.imageUrl(wallet.imageUrl) } : {}),
      wallet,
      ...(hostWallet ? { hostWallet } : {}),
    }
  }
  const visible = input.registry
    .filter((wallet) => !isExcluded(wallet.id, wallet.name, wallet.rdns))
    .filter((wallet) => !(wallet.rdns && shownRdns.has(wallet.rdns)))
  const featuredIds = needle ? [] : (input.featuredWalletIds ?? [])
  const recommended = needle
    ? []
    : pickRecommended(visible, {
        featuredWalletIds: featuredIds,
        announcedRdns: new Set(hostByRdns.keys()),
        isExcluded: () => false,
      })
  const featured = featuredIds.flatMap((key) =>
    visible.filter((wallet) => featuredRank([key], wallet) === 0),
  )

  const seen = new Set<string>()
  return [
    ...recommended.map(toTile),
    ...featured.map(toTile),
    ...recent,
    ...custom,
    ...visible.map(toTile),
  ].filter((tile) => {
    const key = `${tile.kind === 'host' ? 'host' : 'wallet'}:${tile.id}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The badge a tile shows: 'recent' for recent wallets, 'installed' when in the host page. */
export function tileBadge(tile: WalletTile, recentIds: readonly string[]): WalletTileBadge {
  if (tile.kind === 'host') return 'recent'
  if (tile.kind === 'registry') {
    const recent =
      recentIds.includes(tile.id) || (!!tile.wallet.rdns && recentIds.includes(tile.wallet.rdns))
    if (recent) return 'recent'
    if (tile.hostWallet) return 'installed'
  }
  return null
}
