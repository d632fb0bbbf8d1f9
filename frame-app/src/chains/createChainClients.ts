import type { Network } from '@porthole/shared-protocol'
import type { ChainClient } from './ChainClient.ts'

export type ChainClientFactory = (network: Network) => Promise<ChainClient>

/** The default factory: each namespace's client is a lazy chunk, loaded on the first read. */
export const loadChainClient: ChainClientFactory = async (network) => {
  if (network.chainNamespace === 'solana') {
    const { createSolanaChainClient } = await import('./solana/createSolanaChainClient.ts')
    return createSolanaChainClient(network)
  }
  if (network.chainNamespace === 'bip122') {
    const { createBitcoinChainClient } = await import('./bitcoin/createBitcoinChainClient.ts')
    return createBitcoinChainClient(network)
  }
  const { createEvmChainClient } = await import('./evm/createEvmChainClient.ts')
  return createEvmChainClient(network)
}

/** One client per network id for this frame instance, created on first use. */
export function createChainClients(load: ChainClientFactory = loadChainClient) {
  const clients = new Map<string, Promise<ChainClient>>()
  return {
    get(network: Network): Promise<ChainClient> {
      const key = `${network.caipNetworkId}|${network.rpcUrls.default.http.join(',')}`
      let client = clients.get(key)
      if (!client) {
        client = load(network)
        client.catch(() => clients.delete(key))
        clients.set(key, client)
      }
      return client
    },
  }
}
export type ChainClients = ReturnType<typeof createChainClients>
