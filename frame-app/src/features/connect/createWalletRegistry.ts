import type { DappData } from '@porthole/shared-protocol'
import { WALLET_PAGE_SIZE } from '@porthole/shared-protocol'
import type { DataApi } from '../../api/createDataApi.ts'
import type { RegistryWallet } from '../../api/WalletPageSchema.ts'

export type WalletRegistryState = {
  status: 'idle' | 'loading' | 'loaded' | 'error'
  /** The registry size under the host's filters (the All wallets row), once known. */
  count: number | null
  /** The first page, featured ids first; image URLs resolved. */
  wallets: RegistryWallet[]
}

const IDLE: WalletRegistryState = { status: 'idle', count: null, wallets: [] }

/**
 * The registry's first page for the Connect view (featured, recommended, the All wallets
 * count), fetched once per dapp data when Connect first shows, never before: it must not hold
 * up the first paint. A failure leaves Connect as it is and is tried again on the next load.
 */
export function createWalletRegistry(api: DataApi | null, getDapp: () => DappData | null) {
  let state = IDLE
  let loadedFor: DappData | null = null
  const listeners = new Set<() => void>()
  const set = (next: WalletRegistryState) => {
    state = next
    for (const listener of listeners) listener()
  }
  return {
    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    load(): void {
      const dapp = getDapp()
      if (!api || !dapp || dapp === loadedFor) return
      loadedFor = dapp
      set({ ...IDLE, status: 'loading' })
      api
        .getWallets({
          page: 1,
          entries: WALLET_PAGE_SIZE, // the first page holds the featured and recommended wallets
          include: dapp.includeWalletIds,
          exclude: dapp.excludeWalletIds,
          featured: dapp.featuredWalletIds,
          chains: dapp.networks.map((network) => network.caipNetworkId),
        })
        .then(
          (page) => {
            if (loadedFor !== dapp) return
            const wallets = page.data.map((wallet) =>
              wallet.imageUrl
                ? { ...wallet, imageUrl: api.walletImageUrl(wallet.imageUrl) }
                : wallet,
            )
            performance.mark('porthole:registry')
            set({ status: 'loaded', count: page.count, wallets })
          },
          () => {
            if (loadedFor !== dapp) return
            loadedFor = null
            set({ ...IDLE, status: 'error' })
          },
        )
    },
  }
}
export type WalletRegistry = ReturnType<typeof createWalletRegistry>
