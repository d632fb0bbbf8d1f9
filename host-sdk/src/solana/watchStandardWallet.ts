import type { Wallet } from '@wallet-standard/base'
import type { HostWalletEvent } from '../hostWallets/watchHostWallet.ts'

type EventsFeature = {
  on(
    event: 'change',
    listener: (properties: { accounts?: readonly { address: string }[] }) => void,
  ): () => void
}

/**
 * Subscribes to a Wallet Standard wallet's `change` events and pushes each account change to
 * the frame as the EIP-1193 `accountsChanged` it already understands: the addresses, none
 * after a disconnect. A wallet without standard:events is not watched.
 * @example const unwatch = watchStandardWallet(uuid, wallet, (event) => call('HOST_WALLET_EVENT', event))
 */
export function watchStandardWallet(
  uuid: string,
  wallet: Wallet,
  push: (event: HostWalletEvent) => void,
): () => void {
  const events = wallet.features['standard:events'] as EventsFeature | undefined
  if (!events) return () => {}
  return events.on('change', ({ accounts }) => {
    if (accounts) push({ uuid, event: 'accountsChanged', data: accounts.map((a) => a.address) })
  })
}
