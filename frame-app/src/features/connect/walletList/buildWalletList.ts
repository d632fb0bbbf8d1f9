import {
  ConnectorTypeOrderSchema,
  type DappData,
  type HostWallet,
  INJECTED_WALLET_UUID,
} from '@porthole/shared-protocol'
import type { RegistryWallet } from '../../../api/WalletPageSchema.ts'
import {
  COINBASE_CONNECTOR_ID,
  COINBASE_NAME,
  COINBASE_RDNS,
} from '../../../connectors/coinbase/coinbaseWallet.ts'
import { pairMultiChainWallets } from '../../../connectors/hostWallet/pairMultiChainWallets.ts'
import { createWalletExclusion } from './createWalletExclusion.ts'
import { featuredRank } from './featuredRank.ts'
import { pickRecommended, RECOMMENDED_WALLET_COUNT } from './pickRecommended.ts'
import type { CustomWalletEntry, RegistryWalletEntry } from './WalletEntry.ts'

export type ConnectorTypeOrder = NonNullable<
  NonNullable<DappData['features']>['connectorTypeOrder']
>[number]
export type CustomWallet = CustomWalletEntry['wallet']

/** SPEC §9 default connector-type order: every type, in the order the schema lists them. */
export const DEFAULT_CONNECTOR_TYPE_ORDER: readonly ConnectorTypeOrder[] =
  ConnectorTypeOrderSchema.options

export type WalletListItem =
  | { kind: 'walletConnect'; id: 'walletConnect'; name: string }
  /** SPEC §3 EXTERNAL: the Coinbase SDK's connector (AppKit's `coinbaseWalletSDK`). */
  | { kind: 'coinbase'; id: typeof COINBASE_CONNECTOR_ID; name: string }
  | {
      kind: 'host'
      id: string
      name: string
      imageUrl: string
      rdns: string
      recent: boolean
      /** The same wallet's Wallet Standard side (same name), connected with this one. */
      companionId?: string
    }
  | CustomWalletEntry
  | (RegistryWalletEntry & { group: 'recent' | 'featured' | 'recommended' })

export type WalletListInput = {
  hostWallets: readonly HostWallet[]
  customWallets?: readonly CustomWallet[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  connectorTypeOrder?: readonly ConnectorTypeOrder[] | undefined
  enableWalletConnect: boolean
  /** True when the current connection already goes through WalletConnect. */
  connectedThroughWalletConnect: boolean
  /** The Coinbase connector is offered (the host did not turn it off; frame storage works). */
  enableCoinbase?: boolean | undefined
  /** rdns (or uuid) of recently used wallets, most recent first. */
  recentIds: readonly string[]
  isMobile: boolean
  /** The registry's first page (featured first), once loaded; image URLs resolved. */
  registry?: readonly RegistryWallet[] | undefined
  featuredWalletIds?: readonly string[] | undefined
  /** Registry wallets used through WalletConnect before (SPEC §3 recentWallet). */
  recentWallets?: readonly RegistryWallet[] | undefined
  /**
   * Only wallets of this namespace (`open({ namespace })`): host wallets announced for it;
   * for solana and bip122 nothing else (WalletConnect, registry and custom wallets are EVM here).
   */
  namespace?: 'eip155' | 'solana' | 'bip122' | undefined
}

const GENERIC_BROWSER_WALLET = 'browser wallet'

/**
 * AppKit's rule: the SDK's row unless turned off or excluded (by its id, name or the
 * extension's rdns), and not while the Coinbase extension is announced in the page (its own
 * row stands for it).
 */
function showCoinbase(
  input: WalletListInput,
  isExcluded: ReturnType<typeof createWalletExclusion>,
  announcedRdns: ReadonlySet<string>,
): boolean {
  return (
    input.enableCoinbase === true &&
    !announcedRdns.has(COINBASE_RDNS) &&
    !isExcluded({ id: COINBASE_CONNECTOR_ID, name: COINBASE_NAME, rdns: COINBASE_RDNS })
  )
}

/**
 * The Connect view's wallet rows: grouped by connector type in the configured order (types
 * missing from an override follow in the default order), without excluded wallets (by rdns,
 * id or case-insensitive name), applying the generic Browser Wallet rule of SPEC §5 (a wallet
 * only on the page's window.ethereum is that Browser Wallet, shown on phones). Featured
 * registry wallets follow the configured ids; recommended ones (SPEC §9: 4) only fill the list
 * up to 4 wallet rows, and never repeat a wallet shown as installed, recent or featured. A
 * multi-chain wallet is one row (its EIP-6963 side, carrying the Wallet Standard side); the
 * installed group lists SPEC §3's wallet lists in their order: multi-chain, announced, then the
 * wallet only on window.ethereum (INJECTED).
 */
export function buildWalletList(input: WalletListInput): WalletListItem[] {
  const isExcluded = createWalletExclusion(input.excludeWalletIds)

  const installed = input.hostWallets.filter(
    (wallet) => wallet.name.toLowerCase() !== GENERIC_BROWSER_WALLET,
  )
  const companions = pairMultiChainWallets(input.namespace ? [] : input.hostWallets)
  const paired = new Set(companions.values())
  const visibleHost = input.hostWallets.filter((wallet) => {
    if (paired.has(wallet.uuid)) return false
    if (isExcluded({ id: wallet.uuid, name: wallet.name, rdns: wallet.rdns })) return false
    if (wallet.name.toLowerCase() !== GENERIC_BROWSER_WALLET) return true
    // The wallet found only on the page's window.ethereum is itself the installed wallet (a
    // phone wallet's in-app browser).
    const onWindow = wallet.uuid === INJECTED_WALLET_UUID
    return input.isMobile && (wallet.rdns !== '' || installed.length > 0 || onWindow)
  })
  const recentRank = (wallet: HostWallet) => {
    const byRdns = wallet.rdns ? input.recentIds.indexOf(wallet.rdns) : -1
    return byRdns !== -1 ? byRdns : input.recentIds.indexOf(wallet.uuid)
  }
  const announcedRdns = new Set(visibleHost.map((wallet) => wallet.rdns).filter(Boolean))
  const registryItem = (
    wallet: RegistryWallet,
    group: 'recent' | 'featured' | 'recommended',
  ): WalletListItem => ({
    kind: 'registry',
    id: wallet.id,
    name: wallet.name,
    ...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {}),
    wallet,
    group,
  })
  const showable = (wallet: RegistryWallet) =>
    !isExcluded(wallet) && !(wallet.rdns && announcedRdns.has(wallet.rdns))
  const recentRegistry = input.recentIds.flatMap((id) => {
    const wallet = input.recentWallets?.find((candidate) => candidate.id === id)
    return wallet && showable(wallet) ? [wallet] : []
  })
  const recentRegistryIds = new Set(recentRegistry.map((wallet) => wallet.id))
  const registry = (input.registry ?? []).filter((wallet) => !recentRegistryIds.has(wallet.id))
  const featured = (input.featuredWalletIds ?? []).flatMap((key) => {
    const wallet = registry.find((candidate) => featuredRank([key], candidate) === 0)
    return wallet && showable(wallet) ? [registryItem(wallet, 'featured')] : []
  })
  // SPEC §3's lists multiChain, announced, injected (a stable sort keeps each in page order).
  const installedRank = (wallet: HostWallet) =>
    companions.has(wallet.uuid) ? 0 : wallet.uuid === INJECTED_WALLET_UUID ? 2 : 1
  const toHostItem = (wallet: HostWallet, recent: boolean): WalletListItem => {
    const companionId = companions.get(wallet.uuid)
    return {
      kind: 'host',
      id: wallet.uuid,
      name: wallet.name,
      imageUrl: wallet.icon,
      rdns: wallet.rdns,
      recent,
      ...(companionId ? { companionId } : {}),
    }
  }

  const groups: Record<ConnectorTypeOrder, WalletListItem[]> = {
    // Phones open wallets by their links (AppKit hides the QR row there too): the QR code and
    // link for a wallet not listed is one tap away in All Wallets.
    walletConnect:
      input.enableWalletConnect && !input.connectedThroughWalletConnect && !input.isMobile
        ? [{ kind: 'walletConnect', id: 'walletConnect', name: 'WalletConnect' }]
        : [],
    recent: [
      ...visibleHost
        .filter((wallet) => recentRank(wallet) !== -1)
        .sort((a, b) => recentRank(a) - recentRank(b))
        .map((wallet) => toHostItem(wallet, true)),
      ...recentRegistry.map((wallet) => registryItem(wallet, 'recent')),
    ],
    injected: visibleHost
      .filter((wallet) => recentRank(wallet) === -1)
      .sort((a, b) => installedRank(a) - installedRank(b))
      .map((wallet) => toHostItem(wallet, false)),
    featured,
    custom: (input.customWallets ?? [])
      .filter((wallet) => !isExcluded(wallet))
      .map((wallet) => ({
        kind: 'custom' as const,
        id: wallet.id,
        name: wallet.name,
        ...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {}),
        wallet,
      })),
    external: showCoinbase(input, isExcluded, announcedRdns)
      ? [{ kind: 'coinbase', id: COINBASE_CONNECTOR_ID, name: COINBASE_NAME }]
      : [],
    recommended: [],
  }
  const shown = Object.values(groups).reduce(
    (count, items) => count + items.filter((item) => item.kind !== 'walletConnect').length,
    0,
  )
  groups.recommended = pickRecommended(registry, {
    featuredWalletIds: input.featuredWalletIds,
    announcedRdns,
    isExcluded,
  })
    .slice(0, Math.max(0, RECOMMENDED_WALLET_COUNT - shown))
    .map((wallet) => registryItem(wallet, 'recommended'))

  const order = [...new Set([...(input.connectorTypeOrder ?? []), ...DEFAULT_CONNECTOR_TYPE_ORDER])]
  const list = order.flatMap((type) => groups[type])
  const { namespace } = input
  if (!namespace) return list
  const namespaceOf = new Map(input.hostWallets.map((wallet) => [wallet.uuid, wallet.namespace]))
  return list.filter((item) =>
    item.kind === 'host' ? namespaceOf.get(item.id) === namespace : namespace === 'eip155',
  )
}
