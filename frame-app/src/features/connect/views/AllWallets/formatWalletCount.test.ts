import { describe, expect, test } from 'vitest'
import { formatWalletCount } from './formatWalletCount.ts'

describe('formatWalletCount', () => {
  test('default: rounds down to tens with a plus', () => {
    expect(formatWalletCount(600)).toBe('600+')
    expect(formatWalletCount(273)).toBe('270+')
  })
  test('param: small counts are exact', () => {
    expect(formatWalletCount(7)).toBe('7')
  })
})
