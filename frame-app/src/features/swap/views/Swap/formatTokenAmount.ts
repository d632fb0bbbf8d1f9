import { AMOUNT_DECIMALS } from '@porthole/shared-protocol'
import type { SwapToken } from '@porthole/shared-protocol/dataApi'
import { formatAmount } from '../../../account/chunk.ts'

/**
 * `units` of `token` to 3 decimals (SPEC §9) with its symbol: `1,234.568 PDT`. An amount too
 * small to show in 3 decimals reads `< 0.001 ETH`, not `0.000 ETH` (a pool fee is never free).
 */
export function formatTokenAmount(
  units: bigint | string,
  token: SwapToken | undefined,
  locale = 'en-US',
): string {
  if (!token) return ''
  const value = BigInt(units)
  const shown = formatAmount(value, token.decimals, locale)
  if (value > 0n && shown === formatAmount(0n, token.decimals, locale)) {
    const smallest = formatAmount(
      10n ** BigInt(Math.max(token.decimals - AMOUNT_DECIMALS, 0)),
      token.decimals,
      locale,
    )
    return `< ${smallest} ${token.symbol}`
  }
  return `${shown} ${token.symbol}`
}
