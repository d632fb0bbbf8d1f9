import { maxUint256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { apes, dusd, eoa, friend, router } from '#test/intentCorpus/corpusChain.ts'
import {
  approve,
  authorization,
  mail,
  pay,
  permit,
  permit2Allowance,
  permit2Transfer,
  personalSign,
  setApprovalForAll,
  transfer,
} from '#test/intentCorpus/corpusRequests.ts'
import type { ApprovalRequest } from '../../ApprovalRequest.ts'
import { intentMessages } from '../../intentMessages.ts'
import { summarizeOnCorpus } from '../../test/summarizeOnCorpus.ts'
import { fieldLabel } from './fieldLabel.ts'
import { plainTitleKey, titleOf } from './titleOf.ts'

const summaryOf = async (request: ApprovalRequest) => (await summarizeOnCorpus(request)).summary
const english = (key: string, params?: Record<string, unknown>) =>
  key in intentMessages
    ? intentMessages[key as keyof typeof intentMessages]
    : `${key}${params ? JSON.stringify(params) : ''}`

describe('titleOf', () => {
  test.each([
    ['EIP-2612 Permit', permit(dusd, 'Demo USD', router, 5_000_000n), 'Allow token spending'],
    ['Permit2 PermitSingle', permit2Allowance([[dusd, 10n]], router), 'Allow token spending'],
    ['Permit2 transfer', permit2Transfer([[dusd, 10n]], router), 'Authorize a token transfer'],
    [
      'EIP-3009',
      authorization('TransferWithAuthorization', dusd, 'Demo USD', friend, 10n),
      'Authorize a token transfer',
    ],
    ['approve', approve(dusd, router, maxUint256), 'Allow token spending'],
    ['approve 0', approve(dusd, router, 0n), 'Remove a token allowance'],
    ['setApprovalForAll', setApprovalForAll(apes, eoa, true), 'Allow access to a collection'],
    ['operator revoke', setApprovalForAll(apes, eoa, false), 'Withdraw access to a collection'],
    ['ERC-20 transfer', transfer(dusd, friend, 10n), 'Send tokens'],
  ])('behavior: %s reads as what it does', async (_name, request, title) => {
    const summary = await summaryOf(request)
    expect(titleOf(request.method, summary, english as never)).toBe(title)
  })

  test.each([
    ['typed data of no known kind', mail(31337), 'approve.method.eth_signTypedData_v4{"count":0}'],
    ['a coin payment', pay(friend, 1n), 'approve.method.eth_sendTransaction{"count":0}'],
    ['personal_sign', personalSign('0x68656c6c6f'), 'approve.method.personal_sign{"count":0}'],
  ])('param: %s keeps its method title', async (_name, request, title) => {
    const summary = await summaryOf(request)
    expect(plainTitleKey(summary)).toBeNull()
    expect(titleOf(request.method, summary, english as never)).toBe(title)
  })

  test('param: a method without a title of its own is named', () => {
    expect(titleOf('eth_foo', null, english as never)).toBe(
      'approve.method.other{"method":"eth_foo"}',
    )
  })
})

describe('fieldLabel', () => {
  test.each([
    ['verifyingContract', 'Verifying contract'],
    ['sigDeadline', 'Sig deadline'],
    ['valid_before', 'Valid before'],
    ['tokenURI', 'Token URI'],
    ['chainId', 'Chain id'],
    ['#2', '#2'],
    ['contents', 'Contents'],
  ])('behavior: %s reads %s', (name, label) => {
    expect(fieldLabel(name)).toBe(label)
  })
})
