/**
 * Network presets for `createModal` (`@porthole/host-sdk/networks`), EVM, Solana and Bitcoin: ids, names, coins,
 * explorers, icons and public RPC endpoints. A module of its own, so the loader (and its IIFE)
 * does not grow for hosts that do not import it.
 * @example
 * import { base, mainnet } from '@porthole/host-sdk/networks'
 * createModal({ projectId, networks: [mainnet, base] }) // read through the api's RPC service
 */
export { arbitrum } from './arbitrum.ts'
export { base } from './base.ts'
export { bitcoin } from './bitcoin/bitcoin.ts'
export { bitcoinRegtest } from './bitcoin/bitcoinRegtest.ts'
export { bitcoinSignet } from './bitcoin/bitcoinSignet.ts'
export { bitcoinTestnet4 } from './bitcoin/bitcoinTestnet4.ts'
export { mainnet } from './mainnet.ts'
export type { NetworkPreset } from './NetworkPreset.ts'
export { optimism } from './optimism.ts'
export { polygon } from './polygon.ts'
export { sepolia } from './sepolia.ts'
export { solana } from './solana/solana.ts'
export { solanaDevnet } from './solana/solanaDevnet.ts'
export { withPublicRpc } from './withPublicRpc.ts'
