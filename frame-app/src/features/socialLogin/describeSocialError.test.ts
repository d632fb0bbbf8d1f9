import { fromErrorData, UserRejectedRequestError } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { VaultLoadError } from '../../connectors/embedded/VaultErrors.ts'
import { describeSocialError } from './describeSocialError.ts'

describe('describeSocialError', () => {
  test('behavior: a window closed before the login finished', () => {
    const error = fromErrorData({
      code: 4001,
      message: 'The sign-in window was closed.',
      data: { name: 'SocialLoginClosedError' },
    })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(describeSocialError(error)).toEqual({ kind: 'closed' })
  })

  test("error: the api's refusal keeps its words", () => {
    const message =
      'The signature is not from the custody address or an auth address of Farcaster account 4242.'
    const error = fromErrorData({ code: 5000, message, data: { name: 'FarcasterLoginError' } })
    expect(describeSocialError(error)).toEqual({ kind: 'refused', message })
  })

  test('error: the vault that never loaded', () => {
    expect(describeSocialError(new VaultLoadError())).toEqual({ kind: 'vaultLoad' })
  })
})
