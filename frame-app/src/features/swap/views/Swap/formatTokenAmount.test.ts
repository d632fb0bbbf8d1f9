import type { SwapToken } from '@porthole/shared-protocol/dataApi'
import { describe, expect, it } from 'vitest'
import { formatTokenAmount } from './formatTokenAmount.ts'

const eth = { symbol: 'ETH', decimals: 18 } as SwapToken
const dusd = { symbol: 'DUSD', decimals: 6 } as SwapToken

describe('formatTokenAmount', () => {
  it('shows 3 decimals with the symbol, in the locale', () => {
    expect(formatTokenAmount(1_234_567_800n, dusd)).toBe('1,234.568 DUSD')
    expect(formatTokenAmount('1234567800', dusd, 'de-DE')).toBe('1.234,568 DUSD')
  })

  it('says "< 0.001" for an amount above zero that 3 decimals would show as 0.000', () => {
    // A 0.3 % pool fee on 0.01 ETH: 0.00003 ETH.
    expect(formatTokenAmount(30_000_000_000_000n, eth)).toBe('< 0.001 ETH')
    expect(formatTokenAmount(1n, dusd, 'fr-FR')).toBe('< 0,001 DUSD')
    expect(formatTokenAmount(0n, eth)).toBe('0.000 ETH')
    expect(formatTokenAmount(500_000_000_000_000n, eth)).toBe('0.001 ETH')
  })
})
