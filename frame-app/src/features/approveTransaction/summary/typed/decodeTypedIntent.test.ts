import { maxUint160 } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  DUSD,
  dusd,
  eoa,
  fakePermit2,
  friend,
  permit2,
  poisoned,
  router,
  usdc,
} from '#test/intentCorpus/corpusChain.ts'
import {
  authorization,
  permit,
  permit2Allowance,
  permit2Transfer,
} from '#test/intentCorpus/corpusRequests.ts'
import type { ApprovalRequest } from '../../ApprovalRequest.ts'
import { summarizeOnCorpus } from '../../test/summarizeOnCorpus.ts'

const summarize = async (request: ApprovalRequest, past: string[] = []) =>
  (await summarizeOnCorpus(request, { past })).summary

describe('typed token permissions', () => {
  test('default: a Permit2 PermitSingle says what it allows, to whom, until when, read from the chain', async () => {
    expect(await summarize(permit2Allowance([[dusd, maxUint160]], eoa))).toMatchObject({
      kind: 'typedData',
      primaryType: 'PermitSingle',
      intent: {
        kind: 'permit2Allowance',
        spender: eoa,
        spenderKind: 'eoa',
        allowances: [
          {
            amount: { token: dusd, raw: maxUint160.toString(), symbol: 'DUSD' },
            unlimited: true,
            expiration: '1767225600',
          },
        ],
        deadline: '1893456000',
      },
      domainMismatch: null,
    })
  })

  test('behavior: EIP-2612 Permit takes its token from the domain and amounts in its units', async () => {
    expect(await summarize(permit(dusd, 'Demo USD', router, DUSD('12.5')))).toMatchObject({
      intent: {
        kind: 'permit',
        spender: router,
        spenderKind: 'contract',
        allowance: { amount: { token: dusd, amount: '12.5', symbol: 'DUSD' }, unlimited: false },
        deadline: '1893456000',
      },
      domainMismatch: null,
    })
  })

  test('behavior: Permit2 batch and witness transfers list every token; the spender picks the recipient', async () => {
    const batch = await summarize(
      permit2Transfer(
        [
          [dusd, DUSD('1')],
          [usdc, DUSD('2')],
        ],
        router,
        true,
      ),
    )
    expect(batch).toMatchObject({
      primaryType: 'PermitBatchWitnessTransferFrom',
      intent: {
        kind: 'permit2Transfer',
        transfers: [
          { amount: { amount: '1', symbol: 'DUSD' }, unlimited: false },
          { amount: { amount: '2', symbol: 'USDC' }, unlimited: false },
        ],
      },
    })
  })

  test('behavior: EIP-3009 names the recipient, and one that looks like a past recipient', async () => {
    const request = authorization(
      'TransferWithAuthorization',
      usdc,
      'USD Coin',
      poisoned,
      DUSD('5'),
    )
    expect(await summarize(request, [friend])).toMatchObject({
      intent: {
        kind: 'transferAuthorization',
        receive: false,
        to: poisoned,
        amount: { token: usdc, amount: '5', symbol: 'USDC' },
        validBefore: '1893456000',
        lookalike: { recipient: poisoned, resembles: friend },
      },
    })
  })

  test('behavior: a domain that is not the contract the message claims is named', async () => {
    expect(
      await summarize(permit2Allowance([[dusd, DUSD('1')]], router, fakePermit2)),
    ).toMatchObject({
      domainMismatch: { kind: 'contract', contract: fakePermit2, expected: permit2 },
    })
    expect(await summarize(permit(dusd, 'USD Coin', router, 1n))).toMatchObject({
      domainMismatch: { kind: 'name', contract: dusd, claimed: 'USD Coin', actual: 'Demo USD' },
    })
  })

  test('error: types that differ from the contract hashes are no permission; values that do not fit them are shown raw', async () => {
    const request = permit(dusd, 'Demo USD', router, 1n)
    const [signer, json] = request.params as [string, string]
    const typed = JSON.parse(json)
    // A renamed field: the token would not accept this signature as a Permit.
    typed.types.Permit[2].name = 'amount'
    expect(
      await summarize({ method: request.method, params: [signer, JSON.stringify(typed)] }),
    ).toMatchObject({ kind: 'typedData', intent: null })
    const overflow = JSON.parse(json)
    overflow.message.value = (2n ** 256n).toString()
    // Nothing could sign it as a Permit: shown as sent, with the raw request's warning.
    expect(
      await summarize({ method: request.method, params: [signer, JSON.stringify(overflow)] }),
    ).toMatchObject({ kind: 'raw' })
  })
})
