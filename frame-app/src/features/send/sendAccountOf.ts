import type { Network } from '@porthole/shared-protocol'
import type { Connection } from '../connection/index.ts'
import { resolveNetwork } from '../networks/index.ts'
import type { SendAccount } from './SendServices.ts'

/** The account a send goes from: the connection's first address on its network; null while disconnected. */
export function sendAccountOf(
  current: Connection | null,
  networks: readonly Network[],
): SendAccount | null {
  const address = current?.accounts[0]
  if (!current || !address) return null
  const network = resolveNetwork(current.caipNetworkId, networks)
  return {
    address,
    caipNetworkId: current.caipNetworkId,
    namespace: network.chainNamespace,
    walletName: current.connector.name,
    confirmsInModal: current.connector.type === 'AUTH',
    native: { symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals },
  }
}
