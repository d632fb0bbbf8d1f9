import type { HostWallet } from '@porthole/shared-protocol/host'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

export type StandardWallets = {
  /** The descriptors to send to the frame: never the wallet objects. */
  list: () => HostWallet[]
  /** The wallet listed under `uuid`, if it is still registered. */
  get: (uuid: string) => Wallet | undefined
  stop: () => void
}

/** The name Porthole registers its own Wallet Standard wallet under; never listed. */
export const PORTHOLE_WALLET_NAME = 'Porthole'

/**
 * The namespace a wallet is listed in: solana for a `solana:` chain and `standard:connect`,
 * bip122 for a `bitcoin:` chain and `bitcoin:connect` (the Bitcoin extension's features);
 * null for a wallet of neither, or Porthole's own.
 */
const namespaceOf = (wallet: Wallet): 'solana' | 'bip122' | null => {
  if (
    wallet.name === PORTHOLE_WALLET_NAME ||
    typeof wallet.name !== 'string' ||
    wallet.name.length === 0 ||
    wallet.name.length > 128
  )
    return null
  const has = (prefix: string, feature: string) =>
    wallet.chains.some((chain) => chain.startsWith(prefix)) && feature in wallet.features
  if (has('solana:', 'standard:connect')) return 'solana'
  return has('bitcoin:', 'bitcoin:connect') ? 'bip122' : null
}

/**
 * The Solana and Bitcoin wallets registered in the host page through Wallet Standard
 * (extensions register into the top page, so the frame learns of them from here), as
 * descriptors with namespace 'solana' or 'bip122' and a uuid this page load gives each wallet
 * object (a wallet with both chains is listed as a Solana wallet). Wallets registered
 * later and unregistered ones change the list; `onChange` runs each time.
 * @example
 * const wallets = discoverStandardWallets((list) => call('SYNC_HOST_WALLETS', { wallets: list }))
 */
export function discoverStandardWallets(
  onChange: (wallets: HostWallet[]) => void,
): StandardWallets {
  const api = getWallets()
  const found = new Map<string, { wallet: Wallet; descriptor: HostWallet }>()
  const list = () => [...found.values()].map((entry) => entry.descriptor)
  const add = (wallets: readonly Wallet[]) => {
    let changed = false
    for (const wallet of wallets) {
      const namespace = namespaceOf(wallet)
      if (!namespace || [...found.values()].some((entry) => entry.wallet === wallet)) continue
      const uuid = `wallet-standard:${crypto.getRandomValues(new Uint32Array(4)).join('-')}`
      const icon =
        typeof wallet.icon === 'string' && wallet.icon.length <= 200_000 ? wallet.icon : ''
      found.set(uuid, {
        wallet,
        descriptor: { uuid, name: wallet.name, icon, rdns: '', namespace },
      })
      changed = true
    }
    if (changed) onChange(list())
  }
  const remove = (wallets: readonly Wallet[]) => {
    const before = found.size
    for (const [uuid, entry] of found) if (wallets.includes(entry.wallet)) found.delete(uuid)
    if (found.size !== before) onChange(list())
  }
  const stops = [
    api.on('register', (...wallets) => add(wallets)),
    api.on('unregister', (...wallets) => remove(wallets)),
  ]
  add(api.get())
  return {
    list,
    get: (uuid) => found.get(uuid)?.wallet,
    stop: () => {
      for (const stop of stops) stop()
    },
  }
}
