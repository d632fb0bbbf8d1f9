import type { Connection } from '../../features/connection/index.ts'
import type { StoredWallet } from '../../storage/StoredWallet.ts'

/**
 * What a reload reconnects: the open host-wallet connections, one per namespace, the current
 * one first, then `kept` entries of namespaces with no connection now (a wallet whose restore
 * has not run yet, or found no accounts this time). WalletConnect keeps its own session.
 */
export function storedWallets(
  connections: readonly Connection[],
  kept: readonly StoredWallet[],
): StoredWallet[] {
  const open: StoredWallet[] = []
  for (const { connector } of connections) {
    if (connector.type === 'WALLET_CONNECT') continue
    if (open.some((entry) => entry.namespace === connector.namespace)) continue
    open.push({ namespace: connector.namespace, wallet: connector.rdns || connector.name })
  }
  const taken = new Set(connections.map((c) => c.connector.namespace))
  return [...open, ...kept.filter((entry) => !taken.has(entry.namespace))]
}
