import type { Network } from '@porthole/shared-protocol'

/**
 * An EVM network for a test: `eip155:<id>`, named `Chain <id>`, Ether as its coin and no RPC
 * url, each overridden by `extra`.
 * @example evmNetwork(31337, { name: 'Anvil', rpcUrls: { default: { http: [rpcUrl] } } })
 */
export const evmNetwork = (id: number, extra: Partial<Network> = {}): Network => ({
  id,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
  ...extra,
})

/** `rpcUrls` for a network answered at `urls`. */
export const rpcAt = (...urls: string[]): Network['rpcUrls'] => ({ default: { http: urls } })

/** A local Solana cluster, for a test dapp that serves Solana too. */
export const testSolanaNetwork: Network = {
  id: 'local',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:local',
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [] } },
}

/** Bitcoin's regtest network (bip122 names a network by its genesis block's hash). */
export const testBitcoinRegtest: Network = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [] } },
}
