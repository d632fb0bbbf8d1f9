/**
 * Bitcoin signing over `@scure/btc-signer` (`@porthole/shared-protocol/bitcoinSigning`): BIP-322
 * message signatures, kept apart from `./bitcoin` so address checks stay light.
 */
export { bip322MessageHash, bip322ToSign, bip322ToSpendTxid } from './bip322Transactions.ts'
export { type BtcSignerNetwork, bitcoinSignerNetwork } from './bitcoinSignerNetwork.ts'
export { signBip322 } from './signBip322.ts'
export { verifyBip322 } from './verifyBip322.ts'
