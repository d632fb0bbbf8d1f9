/**
 * Test fixture: Ethereum mainnet as a host passes it, viem-style with a CAIP-2 id and an RPC
 * URL that is never called. Tests spread it to make other networks.
 */
export const testMainnet = {
  id: 1,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.example'] } },
} as const
