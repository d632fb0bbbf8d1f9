import { describe, expect, it } from 'vitest'
import { formatQuantity } from './formatQuantity.ts'
import { formatUsd } from './formatUsd.ts'

describe('formatUsd and formatQuantity', () => {
  it('shows USD in en-US with 2 decimals', () => {
    expect(formatUsd(30_000)).toBe('$30,000.00')
    expect(formatUsd(0.5)).toBe('$0.50')
    expect(formatUsd(1234.567)).toBe('$1,234.57')
  })

  it('shows a decimal quantity to 3 decimals without float rounding', () => {
    expect(formatQuantity('12.345678')).toBe('12.346')
    expect(formatQuantity('10000')).toBe('10,000.000')
    expect(formatQuantity('0.0004')).toBe('0.000')
    expect(formatQuantity('123456789012345678.1235')).toBe('123,456,789,012,345,678.124')
  })
})

describe('formatUsd and formatQuantity in other locales', () => {
  it('groups and places the currency as the locale does', () => {
    expect(formatUsd(1234.5, 'de')).toBe('1.234,50\u00a0$')
    expect(formatUsd(1234.5, 'ja')).toBe('$1,234.50')
    expect(formatQuantity('12345.6789', 'fr')).toBe('12\u202f345,679')
  })
})
