import { ErrorCode, fromErrorData, InternalRpcError } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { createTranslator } from './createTranslator.ts'
import {
  type ErrorMessageKey,
  errorMessage,
  errorMessages,
  REQUEST_PENDING,
} from './errorMessages.ts'
import { loadLocale } from './useLocale/loadLocale.ts'

const english = createTranslator<ErrorMessageKey>('en', errorMessages)

describe('errorMessages', () => {
  test('default: every error code of the catalogue has its own human sentence', () => {
    for (const code of [...Object.values(ErrorCode), REQUEST_PENDING]) {
      const text = errorMessage(english, { code })
      expect(text, `code ${code}`).toMatch(/^[A-Z].{10,}\.$/)
      if (code !== ErrorCode.default)
        expect(text).not.toBe(errorMessage(english, { code: ErrorCode.default }))
    }
    expect(new Set(Object.values(errorMessages)).size).toBe(Object.keys(errorMessages).length)
  })

  test('behavior: a wallet\'s raw "Internal error" becomes a sentence, not its text', () => {
    const error = new InternalRpcError('Internal error')
    expect(errorMessage(english, error)).toBe(
      'The wallet ran into a problem. Try again, or restart the wallet.',
    )
    expect(
      errorMessage(english, fromErrorData({ code: -32603, message: 'Internal error' })),
    ).not.toContain('Internal error')
  })

  test('param: a refused call (5103) reads Action not allowed (SPEC §8)', () => {
    expect(errorMessage(english, { code: ErrorCode.rpcNotAllowed })).toBe('Action not allowed.')
  })

  test('param: an unknown code gets the generic sentence', () => {
    expect(errorMessage(english, { code: 1234 })).toBe('Something went wrong. Try again.')
  })

  test('param: a Spanish visitor reads the Spanish sentence', async () => {
    const catalog = await loadLocale('es')
    const spanish = createTranslator<ErrorMessageKey>('es', catalog?.errors ?? {}, errorMessages)
    expect(errorMessage(spanish, { code: ErrorCode.userRejected })).toBe(
      'La solicitud se rechazó en la billetera.',
    )
  })
})
