/**
 * Bitcoin (bip122) networks and addresses, one entry (`@porthole/shared-protocol/bitcoin`)
 * so only the code that handles Bitcoin carries the address codecs.
 */
export { type BitcoinAddressType, bitcoinAddressType } from './bitcoinAddressType.ts'
export { BITCOIN_NETWORKS, type BitcoinNetwork, bitcoinNetworkOf } from './bitcoinNetworks.ts'
export { bitcoinOutputScript } from './bitcoinOutputScript.ts'
export {
  type BitcoinSiwxFields,
  buildBitcoinSiwxMessage,
  isBitcoinSiwxMessage,
  parseBitcoinSiwxMessage,
} from './bitcoinSiwxMessage.ts'
