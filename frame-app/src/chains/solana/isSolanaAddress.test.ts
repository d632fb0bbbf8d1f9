import { describe, expect, test } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.ts'

describe('isSolanaAddress', () => {
  test('default: base58 public keys pass', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true)
  })

  test('error: EVM addresses, base58-invalid characters, wrong lengths and non-strings fail', () => {
    expect(isSolanaAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5D0')).toBe(false)
    expect(isSolanaAddress('Tokenkeg')).toBe(false)
    expect(isSolanaAddress(`${'1'.repeat(45)}`)).toBe(false)
    expect(isSolanaAddress(42)).toBe(false)
  })
})
