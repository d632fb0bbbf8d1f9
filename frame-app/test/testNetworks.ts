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

/**
 * SPEC §3's placeholder for an EVM network the dapp did not request, as the host is told it:
 * named by its CAIP id, with no coin and no RPC url.
 */
export const placeholderNetwork = (id: number): Network =>
  evmNetwork(id, { name: `eip155:${id}`, nativeCurrency: { name: '', symbol: '', decimals: 0 } })

/** `rpcUrls` for a network answered at `urls`. */
export const rpcAt = (...urls: string[]): Network['rpcUrls'] => ({ default: { http: urls } })

/**
 * A network outside EVM for a test, `<namespace>:<id>` with no RPC url.
 * @example chainNetwork('bip122', '000000000019d6689c085ae165831e93', 'Bitcoin', btc)
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

/** A Solana network for a test, `solana:<id>`, SOL its coin. */
export const solanaNetwork = (id: string, name: string) =>
  chainNetwork('solana', id, name, { name: 'Solana', symbol: 'SOL', decimals: 9 })

/** A Bitcoin network for a test, `bip122:<genesis block hash prefix>`, BTC its coin. */
export const bitcoinNetwork = (id: string, name: string) =>
  chainNetwork('bip122', id, name, { name: 'Bitcoin', symbol: 'BTC', decimals: 8 })

/** A local Solana cluster, for a test dapp that serves Solana too. */
export const testSolanaNetwork = solanaNetwork('local', 'Solana Local')

/** Bitcoin's regtest network (bip122 names a network by its genesis block's hash). */
export const testBitcoinRegtest = bitcoinNetwork(
  '0f9188f13cb7b2c71f2a335e3a4fc328',
  'Bitcoin Regtest',
)
