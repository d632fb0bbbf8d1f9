import { describe, expect, test } from 'vitest'
import { createTranslator } from './createTranslator.ts'
import { en } from './en.ts'

describe('createTranslator', () => {
  test('default: returns the English message', () => {
    expect(createTranslator('en', en)('connect.email')).toBe('Continue with email')
  })

  test('param: fills named slots', () => {
    expect(createTranslator('en', en)('connecting.continueIn', { name: 'MetaMask' })).toBe(
      'Continue in MetaMask',
    )
  })

  test('error: a missing param leaves the slot visible', () => {
    expect(createTranslator('en', en)('connecting.continueIn')).toBe('Continue in {name}')
  })

  test('plural: the form follows Intl.PluralRules of the locale', () => {
    const attempts = { one: '{count} attempt', other: '{count} attempts' }
    const t = createTranslator('en', { attempts })
    expect(t('attempts', { count: 1 })).toBe('1 attempt')
    expect(t('attempts', { count: 3 })).toBe('3 attempts')
    const ru = createTranslator('ru', {
      n: { one: '{count} попытка', few: '{count} попытки', many: '{count} попыток', other: '-' },
    })
    expect([1, 2, 5, 21].map((count) => ru('n', { count }))).toEqual([
      '1 попытка',
      '2 попытки',
      '5 попыток',
      '21 попытка',
    ])
    const ar = createTranslator('ar', {
      n: { zero: 'z', one: 'o', two: 't', few: 'f', many: 'm', other: 'x' },
    })
    expect([0, 1, 2, 3, 11, 100].map((count) => ar('n', { count }))).toEqual([
      'z',
      'o',
      't',
      'f',
      'm',
      'x',
    ])
  })

  test('numbers: a number param is formatted for the locale', () => {
    const t = createTranslator('de', { total: '{count} Wallets' })
    expect(t('total', { count: 12345 })).toBe('12.345 Wallets')
  })

  test('fallback: a key the locale lacks reads the fallback', () => {
    const t = createTranslator<'a' | 'b'>('fr', { a: 'A fr' }, { a: 'A', b: 'B' })
    expect([t('a'), t('b')]).toEqual(['A fr', 'B'])
  })
})
