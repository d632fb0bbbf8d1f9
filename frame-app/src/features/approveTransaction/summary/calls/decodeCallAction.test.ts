import { maxUint256, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { apes, delegated, dusd, eoa, marketplace, router } from '#test/intentCorpus/corpusChain.ts'
import { increaseAllowance, setApprovalForAll } from '#test/intentCorpus/corpusRequests.ts'
import type { ApprovalRequest } from '../../ApprovalRequest.ts'
import { summarizeOnCorpus } from '../../test/summarizeOnCorpus.ts'

const actionOf = (request: ApprovalRequest) => summarizeOnCorpus(request)

describe('decodeCallAction', () => {
  test('default: setApprovalForAll names the collection from the chain and whether the operator has code', async () => {
    const { summary, requests } = await actionOf(setApprovalForAll(apes, eoa, true))
    expect(summary).toMatchObject({
      transaction: {
        to: apes,
        action: {
          kind: 'operatorApproval',
          operator: eoa,
          operatorKind: 'eoa',
          approved: true,
          collection: apes,
          collectionName: 'Demo Apes',
        },
      },
    })
    // The operator's code was read from the chain, not taken from the request.
    expect(requests).toContainEqual({ method: 'eth_getCode', params: [eoa, 'latest'] })
    const market = await actionOf(setApprovalForAll(router, marketplace, true))
    // A contract with no name() is said to be unknown.
    expect(market.summary).toMatchObject({
      transaction: { action: { operatorKind: 'contract', collectionName: null } },
    })
  })

  test('behavior: increaseAllowance is an allowance; an EIP-7702-delegated spender is a key account', async () => {
    expect(await actionOf(increaseAllowance(dusd, delegated, parseUnits('5', 6)))).toMatchObject({
      summary: {
        transaction: {
          action: {
            kind: 'erc20Approve',
            method: 'increaseAllowance',
            spender: delegated,
            spenderKind: 'eoa',
            amount: { amount: '5', symbol: 'DUSD' },
            unlimited: false,
          },
        },
      },
    })
    expect(await actionOf(increaseAllowance(dusd, router, maxUint256))).toMatchObject({
      summary: { transaction: { action: { spenderKind: 'contract', unlimited: true } } },
    })
  })
})
