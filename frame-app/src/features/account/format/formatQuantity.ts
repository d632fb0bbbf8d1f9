import { AMOUNT_DECIMALS } from '@porthole/shared-protocol'
/**
 * SPEC §9: a decimal quantity as the Data API sends it (`'12.345678'`) to 3 decimals with
 * the locale's grouping (en-US by default: `12.346`), formatted from the string so no float rounding creeps in.
 */
export function formatQuantity(numeric: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: AMOUNT_DECIMALS,
    maximumFractionDigits: AMOUNT_DECIMALS,
  }).format(numeric as Intl.StringNumericLiteral)
}
