import type { Connection } from '../connection/index.ts'
import type { SwapAccount } from './machine/SwapContext.ts'

/** The account a swap trades from: an EVM connection's first address; null otherwise. */
export function swapAccountOf(current: Connection | null): SwapAccount | null {
  const address = current?.accounts[0]
  const caipNetworkId = current?.caipNetworkId
  if (!current || !address || !caipNetworkId?.startsWith('eip155:')) return null
  return { address, caipNetworkId, confirmsInModal: current.connector.type === 'AUTH' }
}
