import { describe, expect, test } from 'vitest'
import { InvalidChainIdError } from '../errors.ts'
import { coinTypeForChainId, isEvmCoinType } from './coinType.ts'

describe('coinTypeForChainId', () => {
  test('default: Ethereum mainnet keeps coin type 60', () => {
    expect(coinTypeForChainId(1)).toBe(60)
  })

  test('behavior: other chains get 0x80000000 | chainId (ENSIP-11)', () => {
    expect(coinTypeForChainId(10)).toBe(2147483658)
    expect(coinTypeForChainId(8453)).toBe(2147492101)
    expect(coinTypeForChainId(2147483647)).toBe(4294967295)
  })

  test("error: a chain id of 2147483648 or more is 'Invalid chainId'", () => {
    expect(() => coinTypeForChainId(2147483648)).toThrow(InvalidChainIdError)
    expect(() => coinTypeForChainId(2147483648)).toThrow('Invalid chainId')
    expect(() => coinTypeForChainId(-1)).toThrow(InvalidChainIdError)
    expect(() => coinTypeForChainId(1.5)).toThrow(InvalidChainIdError)
  })

  test('behavior: isEvmCoinType accepts exactly what the conversion can produce', () => {
    expect(isEvmCoinType(60)).toBe(true)
    expect(isEvmCoinType(coinTypeForChainId(137))).toBe(true)
    expect(isEvmCoinType(0)).toBe(false)
    expect(isEvmCoinType(501)).toBe(false)
    expect(isEvmCoinType(4294967296)).toBe(false)
  })
})
