import { describe, expect, test } from 'vitest'
import { createTranslator } from './createTranslator.ts'
import { en } from './en.ts'

describe('createTranslator', () => {
  test('default: returns the English message', () => {
    expect(createTranslator(en)('connect.title')).toBe('Connect Wallet')
  })

  test('param: fills named slots', () => {
    expect(createTranslator(en)('connecting.continueIn', { name: 'MetaMask' })).toBe(
      'Continue in MetaMask',
    )
  })

  test('error: a missing param leaves the slot visible', () => {
    expect(createTranslator(en)('connecting.continueIn')).toBe('Continue in {name}')
  })
})
