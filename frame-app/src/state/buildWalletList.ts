import type { DappData, HostWallet } from '@porthole/shared-protocol'

export type ConnectorTypeOrder = NonNullable<
  NonNullable<DappData['features']>['connectorTypeOrder']
>[number]
export type CustomWallet = NonNullable<DappData['customWallets']>[number]

/** SPEC §9 default connector-type order. */
export const DEFAULT_CONNECTOR_TYPE_ORDER: readonly ConnectorTypeOrder[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]

export type WalletListItem =
  | { kind: 'walletConnect'; id: 'walletConnect'; name: string }
  | { kind: 'host'; id: string; name: string; imageUrl: string; rdns: string; recent: boolean }
  | { kind: 'custom'; id: string; name: string; imageUrl?: string; wallet: CustomWallet }

export type WalletListInput = {
  hostWallets: readonly HostWallet[]
  customWallets?: readonly CustomWallet[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  connectorTypeOrder?: readonly ConnectorTypeOrder[] | undefined
  enableWalletConnect: boolean
  /** True when the current connection already goes through WalletConnect. */
  connectedThroughWalletConnect: boolean
  /** rdns (or uuid) of recently used wallets, most recent first. */
  recentIds: readonly string[]
  isMobile: boolean
}

const GENERIC_BROWSER_WALLET = 'browser wallet'

/**
 * The Connect view's wallet rows: grouped by connector type in the configured order (types
 * missing from an override follow in the default order), without excluded wallets (by rdns,
 * id or case-insensitive name), applying the generic Browser Wallet rule of SPEC §5.
 */
export function buildWalletList(input: WalletListInput): WalletListItem[] {
  const excluded = new Set((input.excludeWalletIds ?? []).map((id) => id.toLowerCase()))
  const isExcluded = (wallet: { id: string; name: string; rdns?: string }) =>
    excluded.has(wallet.id.toLowerCase()) ||
    excluded.has(wallet.name.toLowerCase()) ||
    (wallet.rdns !== undefined && wallet.rdns !== '' && excluded.has(wallet.rdns.toLowerCase()))

  const installed = input.hostWallets.filter(
    (wallet) => wallet.name.toLowerCase() !== GENERIC_BROWSER_WALLET,
  )
  const visibleHost = input.hostWallets.filter((wallet) => {
    if (isExcluded({ id: wallet.uuid, name: wallet.name, rdns: wallet.rdns })) return false
    if (wallet.name.toLowerCase() !== GENERIC_BROWSER_WALLET) return true
    return input.isMobile && (wallet.rdns !== '' || installed.length > 0)
  })
  const recentRank = (wallet: HostWallet) => {
    const byRdns = wallet.rdns ? input.recentIds.indexOf(wallet.rdns) : -1
    return byRdns !== -1 ? byRdns : input.recentIds.indexOf(wallet.uuid)
  }
  const toHostItem = (wallet: HostWallet, recent: boolean): WalletListItem => ({
    kind: 'host',
    id: wallet.uuid,
    name: wallet.name,
    imageUrl: wallet.icon,
    rdns: wallet.rdns,
    recent,
  })

  const groups: Record<ConnectorTypeOrder, WalletListItem[]> = {
    walletConnect:
      input.enableWalletConnect && !input.connectedThroughWalletConnect
        ? [{ kind: 'walletConnect', id: 'walletConnect', name: 'WalletConnect' }]
        : [],
    recent: visibleHost
      .filter((wallet) => recentRank(wallet) !== -1)
      .sort((a, b) => recentRank(a) - recentRank(b))
      .map((wallet) => toHostItem(wallet, true)),
    injected: visibleHost
      .filter((wallet) => recentRank(wallet) === -1)
      .map((wallet) => toHostItem(wallet, false)),
    featured: [],
    custom: (input.customWallets ?? [])
      .filter((wallet) => !isExcluded(wallet))
      .map((wallet) => ({
        kind: 'custom' as const,
        id: wallet.id,
        name: wallet.name,
        ...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {}),
        wallet,
      })),
    external: [],
    recommended: [],
  }

  const order = [...new Set([...(input.connectorTypeOrder ?? []), ...DEFAULT_CONNECTOR_TYPE_ORDER])]
  return order.flatMap((type) => groups[type])
}
