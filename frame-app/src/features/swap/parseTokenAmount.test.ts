import { describe, expect, test } from 'vitest'
import { parseTokenAmount } from './parseTokenAmount.ts'

describe('parseTokenAmount', () => {
  test('default: decimals become the smallest unit', () => {
    expect(parseTokenAmount('1.5', 6)).toBe(1_500_000n)
    expect(parseTokenAmount('.25', 18)).toBe(250_000_000_000_000_000n)
    expect(parseTokenAmount(' 42 ', 0)).toBe(42n)
  })

  test('error: anything but a positive plain decimal within the decimals is null', () => {
    for (const text of ['', '.', '0', '0.000', '-1', '1e3', '1,5', '1.1234567', 'abc']) {
      expect(parseTokenAmount(text, 6), text).toBeNull()
    }
  })
})
