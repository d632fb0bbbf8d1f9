import { describe, expect, test } from 'vitest'
import { checkAmount, methodKey } from './checkAmount.ts'

const card = { id: 'CARD', min: '10.00', max: '7500.00' }

describe('checkAmount', () => {
  test('default: an amount within the limits can be quoted', () => {
    expect(checkAmount('50', card, 'USD')).toBeNull()
    expect(checkAmount(' 7500.00 ', card, 'USD')).toBeNull()
    expect(checkAmount('10', card, 'USD')).toBeNull()
  })

  test('error: below the minimum or above the maximum names the limit and currency', () => {
    expect(checkAmount('9.99', card, 'EUR')).toEqual({
      key: 'amount.tooLow',
      params: { min: '10.00', currency: 'EUR' },
    })
    expect(checkAmount('7500.01', card, 'USD')).toEqual({
      key: 'amount.tooHigh',
      params: { max: '7500.00', currency: 'USD' },
    })
  })

  test.each(['', '  '])('error: an empty amount (%j) asks for one', (amount) => {
    expect(checkAmount(amount, card, 'USD')?.key).toBe('amount.missing')
  })

  test.each(['abc', '-5', '0', '1.234', '1e3', '0x10'])('error: %j is not an amount', (amount) => {
    expect(checkAmount(amount, card, 'USD')?.key).toBe('amount.invalid')
  })

  test('error: a payment method without limits in that currency cannot be used', () => {
    expect(checkAmount('50', undefined, 'USD')?.key).toBe('amount.noMethod')
  })

  test('param: payment method ids are named card, bank account, or other', () => {
    expect(['CARD', 'ACH_BANK_ACCOUNT', 'APPLE_PAY'].map(methodKey)).toEqual([
      'method.card',
      'method.bank',
      'method.other',
    ])
  })
})
