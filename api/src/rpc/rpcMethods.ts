import { NODE_READ_METHODS } from '@porthole/shared-protocol'

/**
 * What the chain RPC service forwards: reads, and `eth_sendRawTransaction` (a transaction the
 * wallet already signed). Nothing that signs, holds keys or keeps state on one node (filters,
 * subscriptions), since calls fall back across endpoints.
 */
export const RPC_PROXY_METHODS: ReadonlySet<string> = new Set([
  ...NODE_READ_METHODS,
  'eth_blobBaseFee',
  'eth_createAccessList',
  'eth_simulateV1',
  'net_listening',
  'web3_clientVersion',
])
