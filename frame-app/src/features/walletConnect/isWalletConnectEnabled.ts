import type { DappData } from '@porthole/shared-protocol'

/** WalletConnect is offered when a relay is configured and the host did not turn it off. */
export function isWalletConnectEnabled(dapp: DappData | null, relayConfigured: boolean): boolean {
  return relayConfigured && (dapp?.enableWalletConnect ?? true)
}
