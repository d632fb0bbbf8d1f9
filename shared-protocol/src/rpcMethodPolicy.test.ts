import { describe, expect, test } from 'vitest'
import { ErrorCode, fromErrorData, RpcNotAllowedError, toErrorData } from './errors.ts'
import { APPROVAL_RPC_METHODS, classifyRpcMethod, SAFE_RPC_METHODS } from './rpcMethodPolicy.ts'

describe('classifyRpcMethod', () => {
  test('default: read-only queries and raw-transaction send are safe', () => {
    for (const method of ['eth_call', 'eth_getBalance', 'eth_chainId', 'eth_sendRawTransaction'])
      expect(classifyRpcMethod(method)).toBe('safe')
  })

  test('default: every SPEC §5 signing, sending or granting method needs approval', () => {
    const spec = [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ]
    for (const method of spec) expect(classifyRpcMethod(method)).toBe('approval')
    expect([...APPROVAL_RPC_METHODS].sort()).toEqual([...spec].sort())
  })

  test('behavior: no method is on both sides', () => {
    for (const method of APPROVAL_RPC_METHODS) expect(SAFE_RPC_METHODS.has(method)).toBe(false)
  })

  test('error: a method in neither list is not allowed, with code 5103 and the method named', () => {
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'eth_signTypedData',
      'debug_foo',
      '',
    ]) {
      let thrown: unknown
      try {
        classifyRpcMethod(method)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(RpcNotAllowedError)
      expect(thrown).toMatchObject({
        code: ErrorCode.rpcNotAllowed,
        name: 'RpcNotAllowedError',
        shortMessage: 'Requested RPC call is not allowed',
        data: { method },
      })
    }
  })

  test('behavior: the refusal crosses the bridge as data and comes back typed', () => {
    let thrown: unknown
    try {
      classifyRpcMethod('eth_sign')
    } catch (error) {
      thrown = error
    }
    const rebuilt = fromErrorData(toErrorData(thrown))
    expect(rebuilt).toBeInstanceOf(RpcNotAllowedError)
    expect(rebuilt.code).toBe(5103)
    expect(rebuilt.message).toBe('Requested RPC call is not allowed')
  })
})
