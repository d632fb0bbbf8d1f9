import { AMOUNT_DECIMALS } from '@porthole/shared-protocol'
import { formatUnits } from 'viem'

/**
 * SPEC §9: amounts displayed to 3 decimals, en-US grouping (`1234.56789` → `1,234.568`).
 * The exact decimal string is formatted, so rounding never goes through a float.
 */
export function formatAmount(value: bigint, decimals: number): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: AMOUNT_DECIMALS,
    maximumFractionDigits: AMOUNT_DECIMALS,
  }).format(formatUnits(value, decimals) as Intl.StringNumericLiteral)
}
