import { describe, expect, test } from 'vitest'
import {
  ErrorCode,
  fromErrorData,
  ProtocolMismatchError,
  ProviderRpcError,
  toErrorData,
  UnrecognizedChainError,
  UserRejectedRequestError,
} from './errors.ts'

describe('errors', () => {
  test.each([
    [4001, 'UserRejectedRequestError'],
    [4100, 'UnauthorizedProviderError'],
    [4200, 'UnsupportedProviderMethodError'],
    [4900, 'ProviderDisconnectedError'],
    [4901, 'ChainDisconnectedError'],
    [4902, 'UnrecognizedChainError'],
    [-32602, 'InvalidParamsRpcError'],
    [-32603, 'InternalRpcError'],
    [5101, 'ProtocolMismatchError'],
    [5106, 'ViewUnavailableError'],
    [5107, 'ProjectNotFoundError'],
    [5108, 'OriginNotAllowedError'],
    [5109, 'FrameUnreachableError'],
  ])('behavior: code %i is rebuilt as %s', (code, name) => {
    const error = fromErrorData({ code, message: 'm' })
    expect(error.name).toBe(name)
    expect(error.code).toBe(code)
    expect(error).toBeInstanceOf(ProviderRpcError)
  })

  test('behavior: a round trip keeps class, code, message and data', () => {
    const wire = toErrorData(
      new UnrecognizedChainError('Chain 0x99 is unknown', { data: { chainId: '0x99' } }),
    )
    expect(wire).toEqual({
      code: 4902,
      message: 'Chain 0x99 is unknown',
      data: { chainId: '0x99' },
    })
    const rebuilt = fromErrorData(wire)
    expect(rebuilt).toBeInstanceOf(UnrecognizedChainError)
    expect(rebuilt.shortMessage).toBe('Chain 0x99 is unknown')
    expect(rebuilt.data).toEqual({ chainId: '0x99' })
  })

  test('behavior: unknown codes keep their code', () => {
    const error = fromErrorData({ code: -32000, message: 'execution reverted' })
    expect(error.code).toBe(-32000)
    expect(error.message).toBe('execution reverted')
  })

  test('behavior: foreign errors (wallet objects, strings) serialise safely', () => {
    expect(toErrorData({ code: 4001, message: 'User denied' })).toEqual({
      code: 4001,
      message: 'User denied',
    })
    expect(toErrorData(new Error('boom'))).toEqual({ code: ErrorCode.default, message: 'boom' })
    expect(toErrorData('nope')).toEqual({ code: 5000, message: 'nope' })
    expect(toErrorData(undefined)).toEqual({ code: 5000, message: 'An error occurred.' })
  })

  test('default: classes carry a static code and their class name', () => {
    expect(UserRejectedRequestError.code).toBe(4001)
    expect(new UserRejectedRequestError().name).toBe('UserRejectedRequestError')
    expect(new ProtocolMismatchError().code).toBe(ErrorCode.protocolMismatch)
  })
})
