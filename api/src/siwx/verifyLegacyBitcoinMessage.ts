import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/ripemd160'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils'
import { createBase58check } from '@scure/base'
import { CompactSize } from '@scure/btc-signer'

const base58check = createBase58check(sha256)
const PREFIX = utf8ToBytes('\x18Bitcoin Signed Message:\n')

/** Bitcoin Core's `signmessage` hash: double SHA-256 of the magic prefix and the sized message. */
function messageHash(message: string): Uint8Array {
  const bytes = utf8ToBytes(message)
  return sha256(sha256(concatBytes(PREFIX, CompactSize.encode(BigInt(bytes.length)), bytes)))
}

/**
 * True when `signature` (base64, 65 bytes: a header 27-34 and r, s) is Bitcoin Core's
 * `signmessage` signature of `message` by the P2PKH `address` whose version byte is
 * `pubKeyHash`: the recovered key's HASH160, compressed or not as the header says, is the
 * address's. BIP-322 keeps this "legacy" format for P2PKH only. Never throws.
 */
export function verifyLegacyBitcoinMessage(options: {
  address: string
  message: string
  signature: Uint8Array
  pubKeyHash: number
}): boolean {
  try {
    const { signature } = options
    const header = signature[0] ?? 0
    if (signature.length !== 65 || header < 27 || header > 34) return false
    const payload = base58check.decode(options.address)
    if (payload.length !== 21 || payload[0] !== options.pubKeyHash) return false
    const recovered = secp256k1.Signature.fromCompact(signature.subarray(1))
      .addRecoveryBit((header - 27) & 3)
      .recoverPublicKey(messageHash(options.message))
      .toRawBytes(header >= 31)
    return bytesToHex(ripemd160(sha256(recovered))) === bytesToHex(payload.subarray(1))
  } catch {
    return false
  }
}
