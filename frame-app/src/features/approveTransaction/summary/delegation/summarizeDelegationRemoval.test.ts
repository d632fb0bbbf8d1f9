import { SIMPLE_7702_ACCOUNT } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { REMOVE_DELEGATION_METHOD } from '../../../../connectors/embedded/evm/delegation/removeDelegationMethod.ts'
import { anvilSummaryDeps } from '../../test/anvilSummaryDeps.ts'
import { plainTitleKey } from '../../views/ApproveTransaction/titleOf.ts'
import { summarizeApproval } from '../summarizeApproval.ts'

const deps = anvilSummaryDeps()
const removal = (params: unknown) => ({ method: REMOVE_DELEGATION_METHOD, params }) as never

describe('summarizeApproval of the delegation removal', () => {
  test('default: the contract the account stops delegating to and the chain, under its own title', async () => {
    const summary = await summarizeApproval(
      removal([{ account: '0x1', delegate: SIMPLE_7702_ACCOUNT, chainId: 31337 }]),
      deps,
    )
    expect(summary).toEqual({
      kind: 'delegationRemoval',
      delegate: SIMPLE_7702_ACCOUNT,
      chainId: 31337,
    })
    expect(plainTitleKey(summary)).toBe('approve.title.delegationRemoval')
  })

  test('error: params naming no delegate are shown raw', async () => {
    expect(await summarizeApproval(removal([]), deps)).toMatchObject({ kind: 'raw' })
    expect(await summarizeApproval(removal([{ delegate: 'x', chainId: 1 }]), deps)).toMatchObject({
      kind: 'raw',
    })
  })
})
