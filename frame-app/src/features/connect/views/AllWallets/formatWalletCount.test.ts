import { describe, expect, test } from 'vitest'
import { formatWalletCount } from './formatWalletCount.ts'

describe('formatWalletCount', () => {
  test('default: rounds down to tens with a plus', () => {
    expect(formatWalletCount(600)).toBe('\u2066600+\u2069')
    expect(formatWalletCount(273)).toBe('\u2066270+\u2069')
  })
  test('param: small counts are exact', () => {
    expect(formatWalletCount(7)).toBe('7')
  })
})
