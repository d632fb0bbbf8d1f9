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
      key: 'onramp.amount.tooLow',
      params: { min: '10.00', currency: 'EUR' },
    })
    expect(checkAmount('7500.01', card, 'USD')).toEqual({
      key: 'onramp.amount.tooHigh',
      params: { max: '7500.00', currency: 'USD' },
    })
  })

  test.each(['', '  '])('error: an empty amount (%j) asks for one', (amount) => {
    expect(checkAmount(amount, card, 'USD')?.key).toBe('onramp.amount.missing')
  })

  test.each(['abc', '-5', '0', '1.234', '1e3', '0x10'])('error: %j is not an amount', (amount) => {
    expect(checkAmount(amount, card, 'USD')?.key).toBe('onramp.amount.invalid')
  })

  test('error: a payment method without limits in that currency cannot be used', () => {
    expect(checkAmount('50', undefined, 'USD')?.key).toBe('onramp.amount.noMethod')
  })

  test('param: payment method ids are named card, bank account, or other', () => {
    expect(['CARD', 'ACH_BANK_ACCOUNT', 'APPLE_PAY'].map(methodKey)).toEqual([
      'onramp.method.card',
      'onramp.method.bank',
      'onramp.method.other',
    ])
  })
})
