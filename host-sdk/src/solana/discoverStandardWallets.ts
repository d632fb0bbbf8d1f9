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

const usable = (wallet: Wallet) =>
  wallet.name !== PORTHOLE_WALLET_NAME &&
  typeof wallet.name === 'string' &&
  wallet.name.length > 0 &&
  wallet.name.length <= 128 &&
  wallet.chains.some((chain) => chain.startsWith('solana:')) &&
  'standard:connect' in wallet.features

/**
 * The Solana wallets registered in the host page through Wallet Standard (extensions register
 * into the top page, so the frame learns of them from here), as descriptors with
 * namespace 'solana' and a uuid this page load gives each wallet object. Wallets registered
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
      if (!usable(wallet) || [...found.values()].some((entry) => entry.wallet === wallet)) continue
      const uuid = `wallet-standard:${crypto.getRandomValues(new Uint32Array(4)).join('-')}`
      const icon =
        typeof wallet.icon === 'string' && wallet.icon.length <= 200_000 ? wallet.icon : ''
      found.set(uuid, {
        wallet,
        descriptor: { uuid, name: wallet.name, icon, rdns: '', namespace: 'solana' },
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
