import { ErrorCode, fromErrorData, InternalRpcError } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { errorMessage, errorMessages, REQUEST_PENDING } from './errorMessages.ts'

describe('errorMessages', () => {
  test('default: every error code of the catalogue has its own human sentence', () => {
    for (const code of [...Object.values(ErrorCode), REQUEST_PENDING]) {
      const text = errorMessage({ code })
      expect(text, `code ${code}`).toMatch(/^[A-Z].{10,}\.$/)
      if (code !== ErrorCode.default)
        expect(text).not.toBe(errorMessage({ code: ErrorCode.default }))
    }
    expect(new Set(Object.values(errorMessages)).size).toBe(Object.keys(errorMessages).length)
  })

  test('behavior: a wallet\'s raw "Internal error" becomes a sentence, not its text', () => {
    const error = new InternalRpcError('Internal error')
    expect(errorMessage(error)).toBe(
      'The wallet ran into a problem. Try again, or restart the wallet.',
    )
    expect(errorMessage(fromErrorData({ code: -32603, message: 'Internal error' }))).not.toContain(
      'Internal error',
    )
  })

  test('param: an unknown code gets the generic sentence', () => {
    expect(errorMessage({ code: 1234 })).toBe('Something went wrong. Try again.')
  })
})
