import type { Connection } from '../connection/index.ts'
import type { OnrampAccount } from './onrampMachine.ts'

/** The account a purchase goes to, with its EVM chain id (null on other namespaces). */
export function onrampAccountOf(current: Connection | null): OnrampAccount | null {
  const address = current?.accounts[0]
  if (!address) return null
  const caip = current.caipNetworkId
  return { address, chainId: caip.startsWith('eip155:') ? Number(caip.slice(7)) : null }
}
