import { describe, expect, test } from 'vitest'
import { callStates } from './callStates.ts'

describe('callStates', () => {
  test('default: sent calls by their receipt, the rest queued while the batch still sends', () => {
    expect(callStates(3, ['0x1', null], true)).toEqual(['confirmed', 'pending', 'queued'])
  })

  test('behavior: a batch that stopped leaves its unsent calls not sent', () => {
    expect(callStates(3, ['0x1', '0x0'], false)).toEqual(['confirmed', 'reverted', 'notSent'])
    expect(callStates(2, [], false)).toEqual(['notSent', 'notSent'])
  })
})
