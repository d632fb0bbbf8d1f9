import { equalBytes } from '@noble/curves/abstract/utils'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/ripemd160'
import { sha256 } from '@noble/hashes/sha2'
import { base64 } from '@scure/base'
import { Address, OutScript, RawWitness, SigHash } from '@scure/btc-signer'
import type { BitcoinNetwork } from '../bitcoin/bitcoinNetworks.ts'
import { bip322ToSign } from './bip322Transactions.ts'
import { bitcoinSignerNetwork } from './bitcoinSignerNetwork.ts'

/** The witness stack of a "simple" signature: `smp` and base64, or base64 alone (before BIP-322 1.0.0). */
function decodeSimple(signature: string): Uint8Array[] | undefined {
  const encoded = signature.startsWith('smp') ? signature.slice(3) : signature
  try {
    return RawWitness.decode(base64.decode(encoded))
  } catch {
    return undefined
  }
}

/**
 * True when `signature` is a BIP-322 "simple" signature of `message` by `address` on
 * `network`: a P2WPKH address (ECDSA, SIGHASH_ALL, over the BIP-143 sighash of `to_sign`) or a
 * P2TR address's key path (Schnorr over the BIP-341 sighash, default or ALL). Other address
 * kinds, the "full" and "proof of funds" variants are false. Never throws.
 */
export function verifyBip322(options: {
  address: string
  message: string
  signature: string
  network: BitcoinNetwork
}): boolean {
  const witness = decodeSimple(options.signature)
  if (!witness) return false
  let decoded: ReturnType<typeof OutScript.decode>
  try {
    decoded = Address(bitcoinSignerNetwork(options.network)).decode(options.address)
  } catch {
    return false
  }
  const script = OutScript.encode(decoded)
  const toSign = bip322ToSign(script, options.message)
  try {
    if (decoded.type === 'wpkh') {
      const [signature, publicKey] = witness
      if (witness.length !== 2 || !signature || !publicKey || publicKey.length !== 33) return false
      if (!equalBytes(ripemd160(sha256(publicKey)), decoded.hash)) return false
      if (signature[signature.length - 1] !== SigHash.ALL) return false
      const scriptCode = OutScript.encode({ type: 'pkh', hash: decoded.hash })
      const hash = toSign.preimageWitnessV0(0, scriptCode, SigHash.ALL, 0n)
      const der = secp256k1.Signature.fromDER(signature.subarray(0, -1))
      return secp256k1.verify(der.toCompactRawBytes(), hash, publicKey)
    }
    if (decoded.type === 'tr') {
      const [signature] = witness
      if (witness.length !== 1 || !signature) return false
      if (signature.length !== 64 && !(signature.length === 65 && signature[64] === SigHash.ALL))
        return false
      const hashType = signature.length === 65 ? SigHash.ALL : SigHash.DEFAULT
      const hash = toSign.preimageWitnessV1(0, [script], hashType, [0n])
      return schnorr.verify(signature.subarray(0, 64), hash, decoded.pubkey)
    }
  } catch {
    return false
  }
  return false
}
