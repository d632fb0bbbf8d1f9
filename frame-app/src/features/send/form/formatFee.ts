import { formatUnits } from 'viem'

/**
 * A network fee in the native coin, to 4 significant digits so a small fee does not show as
 * 0.000 (`52_000_000_000_000n`, 18 → `0.000052`).
 */
export function formatFee(fee: bigint, decimals: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    maximumSignificantDigits: 4,
    maximumFractionDigits: decimals,
  }).format(formatUnits(fee, decimals) as Intl.StringNumericLiteral)
}
