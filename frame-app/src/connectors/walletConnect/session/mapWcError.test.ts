import { describe, expect, test } from 'vitest'
import { mapWcError } from './mapWcError.ts'

describe('mapWcError', () => {
  test('default: WalletConnect USER_REJECTED becomes 4001', () => {
    const error = mapWcError({ code: 5000, message: 'User rejected.' })
    expect(error).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
  })
  test('param: SPEC §8 messages become 4001 whatever the code', () => {
    for (const message of [
      'User rejected the request',
      'Connection request reset. Please try again.',
    ])
      expect(mapWcError({ code: -32000, message })).toMatchObject({ code: 4001 })
  })
  test('param: unsupported chains, disconnected session and other codes', () => {
    expect(mapWcError({ code: 5100, message: 'Unsupported chains.' })).toMatchObject({ code: 4902 })
    expect(mapWcError({ code: 6000, message: 'User disconnected.' })).toMatchObject({ code: 4900 })
    expect(mapWcError({ code: -32602, message: 'bad' })).toMatchObject({
      name: 'InvalidParamsRpcError',
      code: -32602,
    })
  })
  test('error: something without a code is a 5000 with its message', () => {
    expect(mapWcError(new Error('socket closed'))).toMatchObject({ message: 'socket closed' })
    expect(mapWcError('odd')).toMatchObject({ code: 5000 })
  })
})
