import type { Connection } from '../connection/index.ts'
import type { SwapAccount } from './machine/SwapContext.ts'

/** The account a swap trades from: an EVM connection's first address; null otherwise. */
export function swapAccountOf(current: Connection | null): SwapAccount | null {
  const address = current?.accounts[0]
  const chainId = current?.caipNetworkId
  if (!current || !address || !chainId?.startsWith('eip155:')) return null
  return { address, chainId, confirmsInModal: current.connector.type === 'AUTH' }
}
