import { describe, expect, test } from 'vitest'
import { parseAmount } from './parseAmount.ts'

describe('parseAmount', () => {
  test('default: converts to the token decimals, 6 and 18 alike', () => {
    expect(parseAmount('1.5', 6)).toEqual({ units: 1_500_000n, fractionDigits: 1 })
    expect(parseAmount('2.000000000000000001', 18).units).toBe(2_000_000_000_000_000_001n)
    expect(parseAmount(' .25 ', 6).units).toBe(250_000n)
    expect(parseAmount('3.', 18).units).toBe(3n * 10n ** 18n)
  })

  test('behavior: a non-numeric value counts as 0 (SPEC §5)', () => {
    for (const text of ['', 'abc', '1,5', '-1', '1e3', '.', '1.2.3'])
      expect(parseAmount(text, 18).units).toBe(0n)
  })

  test('behavior: trailing zeros do not count as precision; more digits than decimals is flagged', () => {
    expect(parseAmount('1.500000000', 6)).toEqual({ units: 1_500_000n, fractionDigits: 1 })
    expect(parseAmount('0.0000001', 6)).toEqual({ units: 0n, fractionDigits: 7 })
  })
})
