import {
  InternalRpcError,
  UnrecognizedChainError,
  UserRejectedRequestError,
} from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { mapCoinbaseError } from './mapCoinbaseError.ts'
import { POPUP_CLOSED_MESSAGE } from './watchPopup.ts'

// The SDK rejects with serialized plain objects: { code, message, docUrl, stack }.
const sdkError = (code: number, message: string) => ({
  code,
  message,
  docUrl: 'https://docs.cloud.coinbase.com/wallet-sdk/docs/errors',
})

describe('mapCoinbaseError', () => {
  test('default: a rejection in the popup is UserRejectedRequestError with the wallet’s words', () => {
    const error = mapCoinbaseError(sdkError(4001, 'User rejected the request.'))
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  test('behavior: the SDK’s rejection when its popup unloaded says the window was closed', () => {
    expect(mapCoinbaseError(sdkError(4001, 'Request rejected'))).toMatchObject({
      name: 'UserRejectedRequestError',
      message: POPUP_CLOSED_MESSAGE,
    })
  })

  test('param: other codes get their typed class; unknown values pass through', () => {
    expect(mapCoinbaseError(sdkError(4902, 'Unrecognized chain'))).toBeInstanceOf(
      UnrecognizedChainError,
    )
    expect(mapCoinbaseError(sdkError(-32603, 'boom'))).toBeInstanceOf(InternalRpcError)
    expect(mapCoinbaseError(sdkError(4100, 'unauthorized'))).toMatchObject({ code: 4100 })
    expect(mapCoinbaseError('text')).toBe('text')
  })
})
