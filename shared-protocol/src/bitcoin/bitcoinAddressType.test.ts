import { describe, expect, test } from 'vitest'
import { bitcoinAddressType } from './bitcoinAddressType.ts'
import { BITCOIN_NETWORKS } from './bitcoinNetworks.ts'

const { mainnet, testnet4, signet, regtest } = BITCOIN_NETWORKS

describe('bitcoinAddressType', () => {
  test('default: the address kinds of mainnet (BIP-173 and BIP-350 vectors, base58)', () => {
    expect(bitcoinAddressType('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', mainnet)).toBe('p2wpkh')
    // A future witness version (BIP-350's v1 program of 40 bytes): valid, not Taproot.
    expect(
      bitcoinAddressType(
        'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
        mainnet,
      ),
    ).toBe('witness')
    expect(
      bitcoinAddressType('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', mainnet),
    ).toBe('p2tr')
    expect(bitcoinAddressType('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', mainnet)).toBe('p2pkh')
    expect(bitcoinAddressType('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', mainnet)).toBe('p2sh')
  })

  test('param: each network takes its own prefix only (bc, tb, bcrt)', () => {
    const testP2wsh = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'
    expect(bitcoinAddressType(testP2wsh, testnet4)).toBe('p2wsh')
    expect(bitcoinAddressType(testP2wsh, signet)).toBe('p2wsh')
    expect(bitcoinAddressType(testP2wsh, mainnet)).toBeUndefined()
    expect(bitcoinAddressType(testP2wsh, regtest)).toBeUndefined()
    const regtestP2wpkh = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
    expect(bitcoinAddressType(regtestP2wpkh, regtest)).toBe('p2wpkh')
    expect(bitcoinAddressType(regtestP2wpkh, testnet4)).toBeUndefined()
    expect(bitcoinAddressType('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', testnet4)).toBe('p2pkh')
    expect(bitcoinAddressType('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', regtest)).toBeUndefined()
  })

  test('error: broken addresses are none', () => {
    // BIP-350: a v1 program with a bech32 (not bech32m) checksum.
    expect(
      bitcoinAddressType('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', mainnet),
    ).toBeUndefined()
    // BIP-173: a v0 program of 16 bytes; mixed case; a changed character.
    expect(bitcoinAddressType('BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', mainnet)).toBeUndefined()
    expect(
      bitcoinAddressType('bc1qW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', mainnet),
    ).toBeUndefined()
    expect(
      bitcoinAddressType('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', mainnet),
    ).toBeUndefined()
    expect(bitcoinAddressType('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', mainnet)).toBeUndefined()
    expect(
      bitcoinAddressType('0x0000000000000000000000000000000000000000', mainnet),
    ).toBeUndefined()
  })
})
