import { describe, expect, test } from 'vitest'
import { pickFeeRates } from './pickFeeRates.ts'

describe('pickFeeRates', () => {
  test('default: the 1, 6 and 144 block estimates, rounded up to a tenth', () => {
    expect(pickFeeRates({ '1': 30.01, '2': 20, '6': 10.55, '144': 3.2, '1008': 1 })).toEqual({
      fast: 30.1,
      normal: 10.6,
      slow: 3.2,
    })
  })

  test('param: a missing target takes the nearest longer one, else the longest there is', () => {
    expect(pickFeeRates({ '2': 12, '10': 6, '25': 4 })).toEqual({ fast: 12, normal: 6, slow: 4 })
  })

  test('behavior: never below 1 sat/vB and never a faster rate below a slower one', () => {
    expect(pickFeeRates({ '1': 0.5, '6': 3, '144': 0.2 })).toEqual({ fast: 3, normal: 3, slow: 1 })
    expect(pickFeeRates({})).toEqual({ fast: 1, normal: 1, slow: 1 })
  })
})
