import { describe, expect, test } from 'vitest'
import {
  namesPermissionContext,
  readPermissionRequest,
  readRevokeRequest,
} from './readPermissionRequest.ts'

const session = '0x1111111111111111111111111111111111111111'
const token = '0x2222222222222222222222222222222222222222'
const permission = {
  type: 'erc20-token-periodic',
  isAdjustmentAllowed: false,
  data: { tokenAddress: token, periodAmount: '0x4c4b40', periodDuration: 86_400 },
}
const expiry = 1_900_000_000
const current = {
  chainId: '0x7a69',
  to: session,
  permission,
  rules: [{ type: 'expiry', data: { timestamp: expiry } }],
}
const rule = {
  chainId: 31337,
  session,
  token,
  periodAmount: 5_000_000n,
  period: 86_400,
  expiry,
  permission,
}

describe('readPermissionRequest', () => {
  test('default: wallet_requestExecutionPermissions reads into the rule', () => {
    expect(readPermissionRequest('wallet_requestExecutionPermissions', [current])).toEqual(rule)
  })

  test('param: wallet_grantPermissions takes an account signer and a top-level expiry', () => {
    const earlier = {
      chainId: '0x7a69',
      address: token,
      expiry,
      signer: { type: 'account', data: { address: session } },
      permissions: [permission],
    }
    expect(readPermissionRequest('wallet_grantPermissions', [earlier])).toEqual({
      ...rule,
      from: token,
    })
  })

  test('error: another type, no expiry, two requests, a zero amount or a key signer are -32602', () => {
    const refused = [
      [
        'wallet_requestExecutionPermissions',
        [{ ...current, permission: { ...permission, type: 'native-token-periodic' } }],
      ],
      ['wallet_requestExecutionPermissions', [{ ...current, rules: [] }]],
      ['wallet_requestExecutionPermissions', [current, current]],
      [
        'wallet_requestExecutionPermissions',
        [
          {
            ...current,
            permission: { ...permission, data: { ...permission.data, periodAmount: '0x0' } },
          },
        ],
      ],
      [
        'wallet_grantPermissions',
        [
          {
            chainId: '0x7a69',
            expiry,
            signer: { type: 'key', data: { id: 'did:key:z' } },
            permission,
          },
        ],
      ],
    ] as const
    for (const [method, params] of refused)
      expect(() => readPermissionRequest(method, params)).toThrow(
        expect.objectContaining({ code: -32602 }),
      )
  })
})

describe('readRevokeRequest', () => {
  const context = `0x${'ab'.repeat(32)}`

  test('default: the context, alone or as the one param', () => {
    expect(readRevokeRequest({ permissionContext: context })).toBe(context)
    expect(readRevokeRequest([{ permissionContext: context }])).toBe(context)
  })

  test('behavior: an EIP-2255 revoke names no context', () => {
    expect(namesPermissionContext([{ eth_accounts: {} }])).toBe(false)
    expect(namesPermissionContext([{ permissionContext: context }])).toBe(true)
    expect(() => readRevokeRequest([{ eth_accounts: {} }])).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
  })
})
