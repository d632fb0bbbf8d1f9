import { base58 } from '@scure/base'
import { verifyMessageSignature } from '@solana/wallet-standard-util'
import { type Hex, isAddress, isHex, verifyMessage } from 'viem'
import { bitcoinNetworkOfAddress, verifyBitcoinSignature } from './verifyBitcoinSignature.ts'

/**
 * True when `signature` is `address`'s signature of `message`: EIP-191 (`personal_sign`, hex)
 * for an EVM address, ed25519 (base58) for a Solana address. Never throws.
 */
export async function verifyAddressSignature({
  address,
  message,
  signature,
}: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  if (isAddress(address, { strict: false })) {
    if (!isHex(signature, { strict: true })) return false
    return verifyMessage({ address, message, signature: signature as Hex }).catch(() => false)
  }
  if (bitcoinNetworkOfAddress(address))
    return verifyBitcoinSignature({ address, message, signature })
  try {
    const publicKey = base58.decode(address)
    const bytes = base58.decode(signature)
    if (publicKey.length !== 32 || bytes.length !== 64) return false
    const encoded = new TextEncoder().encode(message)
    return verifyMessageSignature({
      message: encoded,
      signedMessage: encoded,
      signature: bytes,
      publicKey,
    })
  } catch {
    return false
  }
}
