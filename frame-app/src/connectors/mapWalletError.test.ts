import { InternalRpcError, UserRejectedRequestError } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { mapWalletError } from './mapWalletError.ts'

describe('mapWalletError', () => {
  test('default: a 4001 error stays a UserRejectedRequestError', () => {
    expect(mapWalletError({ code: 4001, message: 'nope' })).toBeInstanceOf(UserRejectedRequestError)
  })

  test.each([['User rejected the request.'], ['Connection request reset. Please try again.']])(
    'behavior: "%s" becomes 4001 whatever its code',
    (message) => {
      const mapped = mapWalletError({ code: -32603, message })
      expect(mapped).toMatchObject({ code: 4001, message })
    },
  )

  test('param: other errors pass through unchanged', () => {
    const error = new InternalRpcError('Internal error')
    expect(mapWalletError(error)).toBe(error)
  })
})
