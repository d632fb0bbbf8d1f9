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
