import {
  BITCOIN_NETWORKS,
  type BitcoinNetwork,
  bitcoinAddressType,
} from '@porthole/shared-protocol/bitcoin'
import { verifyBip322 } from '@porthole/shared-protocol/bitcoinSigning'
import { base64 } from '@scure/base'
import { verifyLegacyBitcoinMessage } from './verifyLegacyBitcoinMessage.ts'

/** The first network Porthole knows that `address` belongs to (testnet4 and signet share theirs). */
export function bitcoinNetworkOfAddress(address: string): BitcoinNetwork | undefined {
  return Object.values(BITCOIN_NETWORKS).find((network) => bitcoinAddressType(address, network))
}

/**
 * True when `signature` is `address`'s signature of `message` on `network`: BIP-322 "simple"
 * (with or without its `smp` prefix) for P2WPKH and P2TR addresses, the legacy `signmessage`
 * format for P2PKH (as BIP-322 allows). P2SH and P2WSH addresses are false. Never throws.
 */
export function verifyBitcoinSignature(options: {
  address: string
  message: string
  signature: string
  network?: BitcoinNetwork | undefined
}): boolean {
  const network = options.network ?? bitcoinNetworkOfAddress(options.address)
  if (!network) return false
  const type = bitcoinAddressType(options.address, network)
  if (type === 'p2wpkh' || type === 'p2tr') return verifyBip322({ ...options, network })
  if (type !== 'p2pkh') return false
  let bytes: Uint8Array
  try {
    bytes = base64.decode(options.signature)
  } catch {
    return false
  }
  return verifyLegacyBitcoinMessage({
    ...options,
    signature: bytes,
    pubKeyHash: network.pubKeyHash,
  })
}
