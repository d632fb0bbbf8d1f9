import { describe, expect, test } from 'vitest'
import { callsStatusCode } from './callsStatusCode.ts'

describe('callsStatusCode', () => {
  test('default: every transaction landed without a revert is 200', () => {
    expect(callsStatusCode({ expected: 2, statuses: ['0x1', '0x1'], sending: false })).toBe(200)
    expect(callsStatusCode({ expected: 1, statuses: ['0x1'], sending: false })).toBe(200)
  })

  test('behavior: a transaction not yet onchain, or calls still to send, is 100', () => {
    expect(callsStatusCode({ expected: 2, statuses: ['0x1', null], sending: false })).toBe(100)
    expect(callsStatusCode({ expected: 2, statuses: ['0x1'], sending: true })).toBe(100)
    expect(callsStatusCode({ expected: 1, statuses: [null], sending: false })).toBe(100)
  })

  test('behavior: an atomic batch that reverted is 500', () => {
    expect(callsStatusCode({ expected: 1, statuses: ['0x0'], sending: false })).toBe(500)
  })

  test('behavior: sent one per call, a revert after calls that landed is 600; a first call that reverted is 500', () => {
    expect(callsStatusCode({ expected: 3, statuses: ['0x1', '0x0'], sending: false })).toBe(600)
    expect(callsStatusCode({ expected: 3, statuses: ['0x0'], sending: false })).toBe(500)
  })

  test('behavior: stopped early (a later approval rejected) with calls landed is 600; with none sent 400', () => {
    expect(callsStatusCode({ expected: 2, statuses: ['0x1'], sending: false })).toBe(600)
    expect(callsStatusCode({ expected: 2, statuses: [], sending: false })).toBe(400)
  })
})
