import { SIMPLE_7702_ACCOUNT } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { account, delegated, eoa, router } from '#test/intentCorpus/corpusChain.ts'
import {
  delegate,
  dusdForUsdcAction,
  swapCoinForDusd,
  swapDusdForUsdc,
  tenthCoinForDusdAction,
} from '#test/intentCorpus/corpusTransactions.ts'
import type { ApprovalRequest } from '../../ApprovalRequest.ts'
import { transactionOnCorpus } from '../../test/summarizeOnCorpus.ts'

const transactionOf = (request: ApprovalRequest, from = account) =>
  transactionOnCorpus(request, from)

describe('Uniswap V2 swaps', () => {
  test('default: selling exactly 0.1 ETH reads the coin from the value and DUSD from the chain, to the account itself', async () => {
    const { action } = await transactionOf(swapCoinForDusd(10n ** 17n))
    expect(action).toEqual(tenthCoinForDusdAction(router))
  })

  test('behavior: buying exactly 5 USDC for at most 6 DUSD, for another address', async () => {
    const { action } = await transactionOf(swapDusdForUsdc(5_000_000n, 6_000_000n, eoa))
    expect(action).toMatchObject(dusdForUsdcAction('out', '6', '5'))
  })
})

describe('EIP-7702 delegations', () => {
  test('default: the delegate, its chain and that the account delegates to nothing yet', async () => {
    const { delegations } = await transactionOf(delegate(SIMPLE_7702_ACCOUNT, 31337))
    expect(delegations).toEqual([
      { delegate: SIMPLE_7702_ACCOUNT, chainId: 31337, allowed: true, current: null },
    ])
  })

  test('behavior: an account already delegated reads its current delegate; chain 0 stays 0', async () => {
    const { delegations } = await transactionOf(delegate(router, 0), delegated)
    // The corpus chain's delegated account points at the router.
    expect(delegations).toEqual([{ delegate: router, chainId: 0, allowed: false, current: router }])
  })
})
