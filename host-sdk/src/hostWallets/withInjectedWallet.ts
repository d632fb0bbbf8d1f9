import {
  INJECTED_PROVIDER_WAIT_MS,
  INJECTED_WALLET_NAME,
  INJECTED_WALLET_UUID,
} from '@porthole/shared-protocol/host'
import type { HostWallets } from './discoverHostWallets.ts'
import type { HostProvider } from './HostProvider.ts'

/**
 * The EIP-6963 `wallets` plus a wallet found only on the host page's `window.ethereum` (a
 * legacy extension, a phone wallet's in-app browser), as SPEC §5's generic "Browser Wallet"
 * under `INJECTED_WALLET_UUID`. `window.ethereum` is read, never written: now, on
 * `ethereum#initialized` (MetaMask's signal), and once more at the end of SPEC §9's 1000 ms
 * wait, after which a provider that appears is not looked for. It is left out when it
 * is `exclude` (our own provider, which a host may have put there) or a provider also
 * announced through EIP-6963, which is listed once, under its announcement. `onChange` runs
 * when it is found.
 *
 * @example
 * ```ts
 * const all = withInjectedWallet(wallets, {
 *   exclude: modal.provider,
 *   onChange: () => call('SYNC_HOST_WALLETS', { wallets: all.list() }),
 * })
 * ```
 */
export function withInjectedWallet(
  wallets: HostWallets,
  {
    exclude,
    onChange,
    target = window,
  }: { exclude: unknown; onChange: () => void; target?: EventTarget },
): HostWallets {
  let injected: HostProvider | undefined
  const read = () => {
    const provider = (target as EventTarget & { ethereum?: HostProvider }).ethereum
    if (injected || provider === exclude || typeof provider?.request !== 'function') return
    injected = provider
    stop()
    onChange()
  }
  const timer = setTimeout(() => {
    read()
    stop()
  }, INJECTED_PROVIDER_WAIT_MS)
  const stop = () => {
    clearTimeout(timer)
    target.removeEventListener('ethereum#initialized', read)
  }
  target.addEventListener('ethereum#initialized', read)
  read()
  const announced = () => wallets.list().filter((wallet) => wallet.uuid !== INJECTED_WALLET_UUID)
  return {
    list: () => {
      const list = announced()
      return !injected || list.some((wallet) => wallets.get(wallet.uuid) === injected)
        ? list
        : [
            ...list,
            {
              uuid: INJECTED_WALLET_UUID,
              name: INJECTED_WALLET_NAME,
              icon: '',
              rdns: '',
              namespace: 'eip155',
            },
          ]
    },
    get: (uuid) => (uuid === INJECTED_WALLET_UUID ? injected : wallets.get(uuid)),
    stop,
  }
}
