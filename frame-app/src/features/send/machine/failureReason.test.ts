import { describe, expect, test } from 'vitest'
import { failureReason } from './failureReason.ts'

describe('failureReason', () => {
  test('a wallet error: its message', () => {
    expect(failureReason({ code: -32603, message: 'Internal error' })).toBe('Internal error')
  })

  test('a wrapped error: the wrapped details before the short message, first line only', () => {
    expect(
      failureReason({
        shortMessage: 'An internal error was received.',
        details: 'insufficient funds for gas * price + value\nat block 12',
        message: 'An internal error was received.\n\nDetails: …\nVersion: 2',
      }),
    ).toBe('insufficient funds for gas * price + value')
    expect(failureReason({ shortMessage: 'Execution reverted.', message: 'long\ntext' })).toBe(
      'Execution reverted.',
    )
  })

  test('a long message is cut to 120 characters', () => {
    const reason = failureReason(new Error('x'.repeat(300)))
    expect(reason).toHaveLength(120)
    expect(reason?.endsWith('…')).toBe(true)
  })

  test('nothing said: null', () => {
    expect(failureReason({})).toBeNull()
    expect(failureReason(new Error('  '))).toBeNull()
    expect(failureReason(undefined)).toBeNull()
    expect(failureReason('Wallet locked')).toBe('Wallet locked')
  })
})
