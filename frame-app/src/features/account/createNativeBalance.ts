import type { Network } from '@porthole/shared-protocol'

/** Reads an address's coin balance on a network from its chain (`eth_getBalance`). */
export type ReadNativeBalance = (network: Network, address: string) => Promise<bigint>

/**
 * The coin balance read from the chain once for every reader that asks while a read of the
 * same account is in flight: the header (`createBalanceStore`) and Tokens (`nativeOnChain`)
 * ask together each time Account or Send shows (`refreshBalances`), and share one answer. A
 * read asked after the last one settled goes to the chain again, so nothing is held stale.
 * @example
 * const nativeBalance = createNativeBalance(async (n, a) => (await chainClients.get(n)).getBalance(a))
 * await Promise.all([nativeBalance(network, address), nativeBalance(network, address)]) // one request
 */
export function createNativeBalance(read: ReadNativeBalance): ReadNativeBalance {
  const inFlight = new Map<string, Promise<bigint>>()
  return (network, address) => {
    const key = `${network.caipNetworkId}|${address.toLowerCase()}`
    const pending = inFlight.get(key)
    if (pending) return pending
    const reading = read(network, address).finally(() => inFlight.delete(key))
    inFlight.set(key, reading)
    return reading
  }
}
