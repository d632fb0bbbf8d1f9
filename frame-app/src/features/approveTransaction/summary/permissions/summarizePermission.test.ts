import { EXECUTION_PERMISSIONS } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { anvilSummaryDeps } from '../../test/anvilSummaryDeps.ts'
import { summarizeApproval } from '../summarizeApproval.ts'

const session = '0x1111111111111111111111111111111111111111'
const token = '0x2222222222222222222222222222222222222222'
const deps = anvilSummaryDeps(token)
const request = (method: string, params: unknown) => ({ method, params }) as never
const permission = {
  type: 'erc20-token-periodic',
  isAdjustmentAllowed: false,
  data: {
    tokenAddress: token,
    periodAmount: '0x4c4b40',
    periodDuration: 604_800,
    justification: 'Weekly plan',
  },
}

describe('summarizeApproval of ERC-7715 requests', () => {
  test('default: a grant reads as its rule, the amount in the token’s units', async () => {
    const params = [
      {
        chainId: '0x7a69',
        to: session,
        permission,
        rules: [{ type: 'expiry', data: { timestamp: 1_900_000_000 } }],
      },
    ]
    expect(
      await summarizeApproval(request('wallet_requestExecutionPermissions', params), deps),
    ).toEqual({
      kind: 'permission',
      amount: { token, raw: '5000000', amount: '5', symbol: 'DUSD' },
      period: 604_800,
      expiry: '1900000000',
      session,
      contract: EXECUTION_PERMISSIONS,
      justification: 'Weekly plan',
    })
  })

  test('behavior: a revoke names its permission; one the wallet would refuse is shown raw', async () => {
    const context = `0x${'ab'.repeat(32)}`
    expect(
      await summarizeApproval(
        request('wallet_revokeExecutionPermission', [{ permissionContext: context }]),
        deps,
      ),
    ).toEqual({ kind: 'permissionRevoke', context, contract: EXECUTION_PERMISSIONS })
    const refused = await summarizeApproval(
      request('wallet_grantPermissions', [{ chainId: '0x7a69', permission }]),
      deps,
    )
    expect(refused.kind).toBe('raw')
  })
})
