import { secp256k1 } from '@noble/curves/secp256k1'
import { BITCOIN_NETWORKS } from '@porthole/shared-protocol/bitcoin'
import { bitcoinSignerNetwork, signBip322 } from '@porthole/shared-protocol/bitcoinSigning'
import { p2pkh, p2tr, p2wpkh, WIF } from '@scure/btc-signer'
import { Signer, Verifier } from 'bip322-js'
import { describe, expect, test } from 'vitest'
import { verifyBitcoinSignature } from './verifyBitcoinSignature.ts'

// A key of BIP-322's vectors, and one of our own for testnet.
const WIF_KEY = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const key = WIF().decode(WIF_KEY)
const publicKey = secp256k1.getPublicKey(key, true)
const testnet = bitcoinSignerNetwork(BITCOIN_NETWORKS.testnet4)
const testKey = new Uint8Array(32).fill(9)
const testWif = WIF(testnet).encode(testKey)
const testPublicKey = secp256k1.getPublicKey(testKey, true)
const message = 'shop.example wants you to sign in with your Bitcoin account:'

const addresses = {
  p2wpkh: p2wpkh(publicKey).address!,
  p2tr: p2tr(publicKey.subarray(1)).address!,
  p2pkh: p2pkh(publicKey).address!,
  testP2wpkh: p2wpkh(testPublicKey, testnet).address!,
  testP2tr: p2tr(testPublicKey.subarray(1), undefined, testnet).address!,
}

describe('verifyBitcoinSignature', () => {
  test('behavior: BIP-322 signatures made by bip322-js verify (P2WPKH, P2TR, mainnet and testnet)', () => {
    for (const [address, wif] of [
      [addresses.p2wpkh, WIF_KEY],
      [addresses.p2tr, WIF_KEY],
      [addresses.testP2wpkh, testWif],
      [addresses.testP2tr, testWif],
    ] as const) {
      const signature = Signer.sign(wif, address, message) as string
      expect(verifyBitcoinSignature({ address, message, signature })).toBe(true)
      expect(verifyBitcoinSignature({ address, message: `${message}!`, signature })).toBe(false)
    }
  })

  test('behavior: our BIP-322 signatures verify in bip322-js once the smp prefix is taken off', () => {
    const signed = signBip322({ message, privateKey: key, script: p2wpkh(publicKey).script })
    expect(Verifier.verifySignature(addresses.p2wpkh, message, signed.slice(3))).toBe(true)
    const internal = publicKey.subarray(1)
    const schnorr = signBip322({
      message,
      privateKey: key,
      script: p2tr(internal).script,
      tapInternalKey: internal,
    })
    expect(Verifier.verifySignature(addresses.p2tr, message, schnorr.slice(3))).toBe(true)
  })

  test('behavior: a legacy signmessage signature (bip322-js for P2PKH) verifies for its P2PKH address only', () => {
    const signature = Signer.sign(WIF_KEY, addresses.p2pkh, message) as string
    expect(verifyBitcoinSignature({ address: addresses.p2pkh, message, signature })).toBe(true)
    expect(
      verifyBitcoinSignature({ address: addresses.p2pkh, message: 'another', signature }),
    ).toBe(false)
    // BIP-322 keeps the legacy format for P2PKH: the same key's SegWit address does not take it.
    expect(verifyBitcoinSignature({ address: addresses.p2wpkh, message, signature })).toBe(false)
  })

  test('error: another key, a network the address is not of, P2SH, and garbage are false', () => {
    const signature = Signer.sign(WIF_KEY, addresses.p2wpkh, message) as string
    const other = p2wpkh(testPublicKey).address!
    expect(verifyBitcoinSignature({ address: other, message, signature })).toBe(false)
    expect(
      verifyBitcoinSignature({
        address: addresses.p2wpkh,
        message,
        signature,
        network: BITCOIN_NETWORKS.regtest,
      }),
    ).toBe(false)
    expect(
      verifyBitcoinSignature({ address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', message, signature }),
    ).toBe(false)
    expect(verifyBitcoinSignature({ address: addresses.p2pkh, message, signature: '%%%' })).toBe(
      false,
    )
    expect(verifyBitcoinSignature({ address: 'not-an-address', message, signature })).toBe(false)
  })
})
