import type { OnrampMessageKey } from './onrampMessages.ts'

export type Limit = { id: string; min: string; max: string }
export type AmountProblem = { key: OnrampMessageKey; params?: Record<string, string> }

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/

/** How a payment method is named in messages. */
export function methodKey(id: string): OnrampMessageKey {
  if (id === 'CARD') return 'method.card'
  if (id === 'ACH_BANK_ACCOUNT') return 'method.bank'
  return 'method.other'
}

/**
 * Checks a fiat amount against the payment method's limits; null when it can be quoted.
 * @example checkAmount('600', { id: 'CARD', min: '5.00', max: '500.00' }, 'USD')
 * // { key: 'amount.tooHigh', params: { max: '500.00', currency: 'USD' } }
 */
export function checkAmount(
  amount: string,
  limit: Limit | undefined,
  currency: string,
): AmountProblem | null {
  const value = amount.trim()
  if (value === '') return { key: 'amount.missing' }
  if (!AMOUNT.test(value) || Number(value) <= 0) return { key: 'amount.invalid' }
  if (!limit) return { key: 'amount.noMethod' }
  if (Number(value) < Number(limit.min))
    return { key: 'amount.tooLow', params: { min: limit.min, currency } }
  if (Number(value) > Number(limit.max))
    return { key: 'amount.tooHigh', params: { max: limit.max, currency } }
  return null
}
