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

/**
 * A network outside EVM for a test, `<namespace>:<id>` with no RPC url.
 * @example chainNetwork('solana', 'local', 'Solana Local', { name: 'Solana', symbol: 'SOL', decimals: 9 })
 */
const chainNetwork = (
  chainNamespace: 'solana' | 'bip122',
  id: string,
  name: string,
  nativeCurrency: Network['nativeCurrency'],
): Network => ({
  id,
  chainNamespace,
  caipNetworkId: `${chainNamespace}:${id}`,
  name,
  nativeCurrency,
  rpcUrls: { default: { http: [] } },
})

/** A local Solana cluster, for a test dapp that serves Solana too. */
export const testSolanaNetwork = chainNetwork('solana', 'local', 'Solana Local', {
  name: 'Solana',
  symbol: 'SOL',
  decimals: 9,
})

/** Bitcoin's regtest network (bip122 names a network by its genesis block's hash). */
export const testBitcoinRegtest = chainNetwork(
  'bip122',
  '0f9188f13cb7b2c71f2a335e3a4fc328',
  'Bitcoin Regtest',
  { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
)
