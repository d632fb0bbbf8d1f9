import type { MessageKey } from '../../i18n/en.ts'

export type Limit = { id: string; min: string; max: string }
export type AmountProblem = { key: MessageKey; params?: Record<string, string> }

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/

/** How a payment method is named in messages. */
export function methodKey(id: string): MessageKey {
  if (id === 'CARD') return 'onramp.method.card'
  if (id === 'ACH_BANK_ACCOUNT') return 'onramp.method.bank'
  return 'onramp.method.other'
}

/**
 * Checks a fiat amount against the payment method's limits; null when it can be quoted.
 * @example checkAmount('600', { id: 'CARD', min: '5.00', max: '500.00' }, 'USD')
 * // { key: 'onramp.amount.tooHigh', params: { max: '500.00', currency: 'USD' } }
 */
export function checkAmount(
  amount: string,
  limit: Limit | undefined,
  currency: string,
): AmountProblem | null {
  const value = amount.trim()
  if (value === '') return { key: 'onramp.amount.missing' }
  if (!AMOUNT.test(value) || Number(value) <= 0) return { key: 'onramp.amount.invalid' }
  if (!limit) return { key: 'onramp.amount.noMethod' }
  if (Number(value) < Number(limit.min))
    return { key: 'onramp.amount.tooLow', params: { min: limit.min, currency } }
  if (Number(value) > Number(limit.max))
    return { key: 'onramp.amount.tooHigh', params: { max: limit.max, currency } }
  return null
}
