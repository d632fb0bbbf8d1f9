import type { Wallet } from '@wallet-standard/base'

type EventsFeature = {
  on(
    event: 'change',
    listener: (properties: { accounts?: readonly { address: string }[] }) => void,
  ): () => void
}

/**
 * Calls `listener` with the addresses each time a Wallet Standard wallet's accounts change
 * (`standard:events` `change`), none after a disconnect: what EIP-1193 `accountsChanged`
 * carries. A wallet without standard:events is not watched. Returns the unsubscribe function.
 * @example const unwatch = watchStandardWallet(wallet, (addresses) => emit('accountsChanged', addresses))
 */
export function watchStandardWallet(
  wallet: Wallet,
  listener: (addresses: string[]) => void,
): () => void {
  const events = wallet.features['standard:events'] as EventsFeature | undefined
  if (!events) return () => {}
  return events.on('change', ({ accounts }) => {
    if (accounts) listener(accounts.map((account) => account.address))
  })
}
