import type { Allowance, TokenAmount } from '../../summary/ApprovalSummary.ts'
import type { ApproveTranslate } from '../../useApproveT.ts'

/** A token amount in its units with its symbol, or raw units of an unknown token. */
export const amountText = (amount: TokenAmount, t: ApproveTranslate) =>
  amount.amount !== undefined && amount.symbol !== undefined
    ? `${amount.amount} ${amount.symbol}`
    : t('approve.rawUnits', { amount: amount.raw })

/** An allowance: "Unlimited DUSD" when unlimited, else its amount. */
export const allowanceText = (allowance: Allowance, t: ApproveTranslate) =>
  allowance.unlimited
    ? `${t('approve.unlimited')} ${allowance.amount.symbol ?? ''}`.trim()
    : amountText(allowance.amount, t)

/** The last second a signature counts, as signed (unix seconds): a date, or Never. */
export function timeText(seconds: string, locale: string, t: ApproveTranslate) {
  const value = BigInt(seconds)
  // Past year 9999 (and uint48/uint256 maximums) a deadline never comes.
  if (value > 253_402_300_799n) return t('approve.never')
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(Number(value) * 1000),
  )
}
