import type { HostWallet } from '@porthole/shared-protocol/host'
import { PORTHOLE_RDNS } from '../provider/announceProvider.ts'
import type { HostProvider } from './HostProvider.ts'

export type HostWallets = {
  /** The descriptors to send to the frame: never the providers. */
  list: () => HostWallet[]
  /** The provider announced under `uuid`, if any. */
  get: (uuid: string) => HostProvider | undefined
  /** Stop listening. */
  stop: () => void
}

const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

/**
 * The EIP-1193 wallets announced in the host page through EIP-6963 (SECURITY.md #13):
 * extensions inject into the top page, so the frame learns of them from here, as descriptors
 * (uuid, name, icon, rdns, namespace) it can show. Wallets announced on `solanaTarget` (the
 * Wallet Standard add-on's private target, never seen by other EIP-6963 listeners) get
 * namespace solana, or bip122 where the announcement says so. Asks once with `eip6963:requestProvider`,
 * keeps listening for late announcements, and skips our own provider and any Porthole one
 * (rdns `dev.porthole`). `onChange` runs whenever the list changes.
 *
 * @example
 * ```ts
 * const wallets = discoverHostWallets({
 *   exclude: modal.provider,
 *   onChange: (list) => call('SYNC_HOST_WALLETS', { wallets: list }),
 * })
 * const metaMask = wallets.get(uuid)
 * ```
 */
export function discoverHostWallets({
  exclude,
  onChange,
  target = window,
  solanaTarget,
}: {
  exclude: unknown
  onChange: (wallets: HostWallet[]) => void
  /** Where EIP-6963 events are dispatched: `window`. */
  target?: EventTarget
  /** Where the Solana add-on announces the page's Wallet Standard wallets (namespace solana). */
  solanaTarget?: EventTarget
}): HostWallets {
  const found = new Map<string, { wallet: HostWallet; provider: HostProvider }>()
  const list = () => [...found.values()].map((entry) => entry.wallet)
  const onAnnounce = (event: Event) => {
    const { info, provider } = (event as CustomEvent).detail ?? {}
    const { uuid, name, icon, rdns } = info ?? {}
    if (
      !text(uuid, 128) ||
      !text(name, 128) ||
      rdns === PORTHOLE_RDNS ||
      provider === exclude ||
      typeof provider?.request !== 'function' ||
      found.get(uuid)?.provider === provider
    )
      return
    const wallet: HostWallet = {
      uuid,
      name,
      icon: text(icon, 200_000) ? icon : '',
      rdns: text(rdns, 256) ? rdns : '',
      namespace:
        event.currentTarget === target
          ? 'eip155'
          : info.namespace === 'bip122'
            ? 'bip122'
            : 'solana',
    }
    found.set(uuid, { wallet, provider })
    onChange(list())
  }
  target.addEventListener('eip6963:announceProvider', onAnnounce)
  // Private to the loader and its add-on: dropped with the modal, no removal needed.
  solanaTarget?.addEventListener('eip6963:announceProvider', onAnnounce)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  return {
    list,
    get: (uuid) => found.get(uuid)?.provider,
    stop: () => target.removeEventListener('eip6963:announceProvider', onAnnounce),
  }
}
