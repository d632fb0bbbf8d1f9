import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex } from '@noble/hashes/utils'
import type { BitcoinNetwork } from '@porthole/shared-protocol/bitcoin'
import { bitcoinSignerNetwork } from '@porthole/shared-protocol/bitcoinSigning'
import { HDKey } from '@scure/bip32'
import { p2wpkh } from '@scure/btc-signer'

/** The embedded wallet's native SegWit account on one network. */
export type BitcoinAccount = {
  address: string
  /** The compressed public key. */
  publicKey: Uint8Array
  privateKey: Uint8Array
  /** The P2WPKH output script its coins are locked by. */
  script: Uint8Array
  /** BIP-84: m/84'/0'/0'/0/0 on mainnet, m/84'/1'/0'/0/0 on the test networks. */
  path: string
}

const BITCOIN_INFO = new TextEncoder().encode('porthole bitcoin bip32 seed')

/**
 * The native SegWit (P2WPKH) account of the login's one 32-byte secret on `network`: a BIP-32
 * seed derived from the secret (HKDF-SHA256, as the Solana key is), then BIP-84's first
 * receiving address. Testnet4, signet and regtest share a key (coin type 1) and differ by prefix.
 */
export function deriveBitcoinAccount(secret: Uint8Array, network: BitcoinNetwork): BitcoinAccount {
  const seed = hkdf(sha256, secret, undefined, BITCOIN_INFO, 64)
  const path = `m/84'/${network.testnet ? 1 : 0}'/0'/0/0`
  const key = HDKey.fromMasterSeed(seed).derive(path)
  seed.fill(0)
  if (!key.privateKey || !key.publicKey) throw new Error('BIP-32 derivation gave no key')
  const payment = p2wpkh(key.publicKey, bitcoinSignerNetwork(network))
  return {
    address: payment.address ?? '',
    publicKey: key.publicKey,
    privateKey: key.privateKey,
    script: payment.script,
    path,
  }
}

/**
 * What `bip122:getAccountAddresses` answers for one account (no private key), as an entry of
 * Reown's bip122 `getAccountAddresses`: its payment address.
 */
export function describeBitcoinAccount(account: BitcoinAccount) {
  return {
    address: account.address,
    publicKey: bytesToHex(account.publicKey),
    path: account.path,
    intention: 'payment' as const,
  }
}
