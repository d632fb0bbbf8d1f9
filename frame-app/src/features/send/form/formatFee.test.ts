import { describe, expect, test } from 'vitest'
import { formatFee } from './formatFee.ts'

describe('formatFee', () => {
  test('default: small fees keep their significant digits', () => {
    expect(formatFee(52_000_000_000_000n, 18)).toBe('0.000052')
    expect(formatFee(5000n, 9)).toBe('0.000005')
    expect(formatFee(1_234_567_000_000_000_000n, 18)).toBe('1.235')
    expect(formatFee(0n, 18)).toBe('0')
  })
})
