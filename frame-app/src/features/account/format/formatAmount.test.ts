import { describe, expect, test } from 'vitest'
import { formatAmount } from './formatAmount.ts'

describe('formatAmount', () => {
  test('default: three decimals with en-US grouping', () => {
    expect(formatAmount(10_000n * 10n ** 18n, 18)).toBe('10,000.000')
    expect(formatAmount(1_234_567_890_000_000_000n, 18)).toBe('1.235')
  })

  test('param: six-decimal tokens and zero', () => {
    expect(formatAmount(2_500_000n, 6)).toBe('2.500')
    expect(formatAmount(0n, 18)).toBe('0.000')
  })

  test('behavior: rounds half up at the third decimal; whole-unit tokens', () => {
    expect(formatAmount(1_000_500_000_000_000_000n, 18)).toBe('1.001')
    expect(formatAmount(1_000_499_999_999_999_999n, 18)).toBe('1.000')
    expect(formatAmount(5n, 0)).toBe('5.000')
  })
})
