import { ed25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'
import { bytesToHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

export type Accounts = {
  evm: PrivateKeyAccount
  /** The ed25519 seed, derived from the one secret (HKDF-SHA256). */
  solanaSeed: Uint8Array
  solanaAddress: string
}

const SOLANA_INFO = new TextEncoder().encode('porthole solana ed25519')

/** The EVM account (secp256k1) and the Solana keypair (ed25519) of one 32-byte secret. */
export function deriveAccounts(secret: Uint8Array): Accounts {
  const solanaSeed = hkdf(sha256, secret, undefined, SOLANA_INFO, 32)
  return {
    evm: privateKeyToAccount(bytesToHex(secret)),
    solanaSeed,
    solanaAddress: base58.encode(ed25519.getPublicKey(solanaSeed)),
  }
}
