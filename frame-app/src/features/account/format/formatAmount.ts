import { AMOUNT_DECIMALS } from '@porthole/shared-protocol'
import { formatUnits } from 'viem'

/**
 * SPEC §9: amounts displayed to 3 decimals, grouped for the locale (en-US by default:
 * `1234.56789` → `1,234.568`; de: `1.234,568`).
 * The exact decimal string is formatted, so rounding never goes through a float.
 */
export function formatAmount(value: bigint, decimals: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: AMOUNT_DECIMALS,
    maximumFractionDigits: AMOUNT_DECIMALS,
  }).format(formatUnits(value, decimals) as Intl.StringNumericLiteral)
}
