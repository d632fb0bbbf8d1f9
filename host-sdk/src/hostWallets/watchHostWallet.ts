import { toErrorData } from '@porthole/shared-protocol/host'
import { plain } from '../plain.ts'
import type { HostProvider } from './HostProvider.ts'

/** The host wallet events pushed to the frame with HOST_WALLET_EVENT. */
export const HOST_WALLET_EVENTS = [
  'accountsChanged',
  'chainChanged',
  'connect',
  'disconnect',
] as const

export type HostWalletEvent = {
  uuid: string
  event: (typeof HOST_WALLET_EVENTS)[number]
  data: unknown
}

/**
 * Subscribe to a host wallet's EIP-1193 events and hand each to `push` as plain data (a
 * `disconnect` error as `{ code, message, data? }`). Returns the function that unsubscribes.
 *
 * @example
 * ```ts
 * const unwatch = watchHostWallet(uuid, provider, (event) => call('HOST_WALLET_EVENT', event))
 * ```
 */
export function watchHostWallet(
  uuid: string,
  provider: HostProvider,
  push: (event: HostWalletEvent) => void,
): () => void {
  const stops = HOST_WALLET_EVENTS.map((event) => {
    const listener = (data: unknown) =>
      push({ uuid, event, data: event === 'disconnect' ? toErrorData(data) : plain(data) })
    provider.on?.(event, listener)
    return () => provider.removeListener?.(event, listener)
  })
  return () => {
    for (const stop of stops) stop()
  }
}
