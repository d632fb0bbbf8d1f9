import type { SwapToken } from '@porthole/shared-protocol/dataApi'
import { formatAmount } from '../../../account/chunk.ts'

/** `units` of `token` to 3 decimals (SPEC §9) with its symbol: `1,234.568 PDT`. */
export function formatTokenAmount(
  units: bigint | string,
  token: SwapToken | undefined,
  locale = 'en-US',
): string {
  if (!token) return ''
  return `${formatAmount(BigInt(units), token.decimals, locale)} ${token.symbol}`
}
