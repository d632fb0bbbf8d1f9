import {
  InternalRpcError,
  ProviderDisconnectedError,
  UserRejectedRequestError,
} from '@porthole/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { SendAsset } from '../SendAsset.ts'
import type { SendServices, TransferRequest } from '../SendServices.ts'
import { evmAccount as account, bob, dusd, eth, sendServices } from '../test/sendFixtures.ts'
import { sendMachine } from './sendMachine.ts'
import { sendProblem } from './sendProblem.ts'

const FEE = 10n ** 15n

function start(overrides: Partial<SendServices> = {}) {
  const sent: TransferRequest[] = []
  const services = sendServices({
    estimateFee: async () => FEE,
    submit: async (request) => {
      sent.push(request)
      return `0x${'ab'.repeat(32)}`
    },
    resolveName: async (name) =>
      name === 'bob.porthole.id' ? { address: bob, name, avatar: 'https://img/bob.png' } : null,
    refreshBalances: vi.fn(async () => undefined),
    returnToAccount: vi.fn(),
    receiptTimeoutMs: 25_000,
    ...overrides,
  })
  const actor = createActor(sendMachine, { input: { services } }).start()
  actor.send({ type: 'START', account })
  actor.send({ type: 'BALANCES', tokenBalances: [eth, dusd], status: 'ready' })
  return { actor, services, sent }
}

async function fill(actor: ReturnType<typeof start>['actor'], token: SendAsset, amount: string) {
  actor.send({ type: 'SELECT_TOKEN', token })
  actor.send({ type: 'SET_AMOUNT', value: amount })
  actor.send({ type: 'SET_RECEIVER', value: bob })
  await waitFor(actor, (s) => s.matches({ editing: { fee: 'known' } }))
}

/** The form filled, reviewed and confirmed with `amount` of `token` to bob. */
async function confirm(actor: ReturnType<typeof start>['actor'], token: SendAsset, amount: string) {
  await fill(actor, token, amount)
  actor.send({ type: 'REVIEW' })
  await waitFor(actor, (s) => s.matches({ previewing: 'ready' }))
  actor.send({ type: 'CONFIRM' })
}

describe('sendMachine', () => {
  test('default: review, confirm, receipt: loading on then off, the form cleared, balances refreshed, back to Account', async () => {
    const { actor, services, sent } = start()
    await fill(actor, dusd, '12.5')
    actor.send({ type: 'REVIEW' })
    await waitFor(actor, (s) => s.matches({ previewing: 'ready' }))
    expect(actor.getSnapshot().context.fee).toBe(FEE)
    const loading: boolean[] = []
    actor.subscribe((s) => loading.push(s.context.loading))
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.token === null)
    expect(sent).toEqual([{ account, token: dusd, amount: 12_500_000n, to: bob }])
    expect(loading[0]).toBe(true)
    expect(loading.at(-1)).toBe(false)
    expect(services.refreshBalances).toHaveBeenCalledWith(account)
    expect(services.returnToAccount).toHaveBeenCalledOnce()
    const { context } = actor.getSnapshot()
    expect([context.sendTokenAmount, context.receiverInput, context.receiverAddress]).toEqual([
      '',
      '',
      '',
    ])
  })

  test('behavior: where the network has fee choices the normal one is the fee; the one picked is the fee and is sent', async () => {
    const choices = [
      { speed: 'slow' as const, rate: 1, fee: 141n },
      { speed: 'normal' as const, rate: 4.5, fee: 635n },
      { speed: 'fast' as const, rate: 20, fee: 2_820n },
    ]
    const { actor, sent } = start({ feeChoices: async () => choices })
    await fill(actor, dusd, '1')
    actor.send({ type: 'REVIEW' })
    await waitFor(actor, (s) => s.matches({ previewing: 'ready' }) && s.context.feeChoices !== null)
    expect(actor.getSnapshot().context.fee).toBe(635n)
    actor.send({ type: 'SET_FEE_SPEED', speed: 'fast' })
    expect(actor.getSnapshot().context.fee).toBe(2_820n)
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, () => sent.length === 1)
    expect(sent[0]).toMatchObject({ amount: 1_000_000n, feeSpeed: 'fast' })
  })

  test('behavior: the preview asks fresh prices of the token and the native coin; a new preview forgets the last', async () => {
    const asked: string[] = []
    const { actor } = start({
      getPrices: async (_, token) => {
        asked.push(token.symbol)
        return { token: 1.01, native: 3100 }
      },
    })
    await fill(actor, dusd, '12.5')
    actor.send({ type: 'REVIEW' })
    await waitFor(actor, (s) => s.context.prices !== null)
    expect(actor.getSnapshot().context.prices).toEqual({ token: 1.01, native: 3100 })
    actor.send({ type: 'EDIT' })
    actor.send({ type: 'REVIEW' })
    expect(actor.getSnapshot().context.prices).toBeNull()
    await waitFor(actor, (s) => s.context.prices !== null)
    expect(asked).toEqual(['DUSD', 'DUSD'])
  })

  test('error: prices that cannot be read leave the preview on the balances prices, still sendable', async () => {
    const { actor } = start({
      getPrices: async () => Promise.reject(new Error('HTTP status code: 502')),
    })
    await fill(actor, dusd, '12.5')
    actor.send({ type: 'REVIEW' })
    await waitFor(actor, (s) => s.matches({ previewing: 'ready' }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().context.prices).toBeNull()
    expect(actor.getSnapshot().matches({ previewing: 'ready' })).toBe(true)
  })

  test('behavior: Max is the whole token balance, or the native balance less the fee', async () => {
    const { actor } = start()
    await fill(actor, dusd, '')
    actor.send({ type: 'MAX' })
    expect(actor.getSnapshot().context.sendTokenAmount).toBe('100')
    await fill(actor, eth, '')
    actor.send({ type: 'MAX' })
    expect(actor.getSnapshot().context.sendTokenAmount).toBe('1.999')
    expect(sendProblem(actor.getSnapshot().context)).toBeNull()
  })

  test('behavior: a receipt later than the timeout leaves the transfer pending until Done', async () => {
    const { actor, services } = start({ confirm: async () => 'timeout' })
    await confirm(actor, eth, '1')
    await waitFor(actor, (s) => s.matches('pending'))
    expect(actor.getSnapshot().context.loading).toBe(false)
    expect(services.returnToAccount).not.toHaveBeenCalled()
    actor.send({ type: 'DONE' })
    expect(services.returnToAccount).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().context.sendTokenAmount).toBe('')
  })

  test('behavior: a name resolves to its address and avatar', async () => {
    const { actor } = start()
    actor.send({ type: 'SET_RECEIVER', value: 'Bob.porthole.id' })
    await waitFor(actor, (s) => s.matches({ editing: { receiver: 'resolved' } }))
    const { context } = actor.getSnapshot()
    expect(context.receiverAddress).toBe(bob)
    expect(context.receiverProfileName).toBe('bob.porthole.id')
    expect(context.receiverProfileImageUrl).toBe('https://img/bob.png')
    actor.send({ type: 'SET_RECEIVER', value: 'nobody.porthole.id' })
    await waitFor(actor, (s) => s.matches({ editing: { receiver: 'notFound' } }))
    expect(actor.getSnapshot().context.receiverAddress).toBe('')
  })

  test('error: a name service that does not answer is an error, not "no such name"; the form cannot be reviewed', async () => {
    const { actor } = start({
      resolveName: async () => {
        throw new Error('fetch failed')
      },
    })
    await fill(actor, eth, '1')
    actor.send({ type: 'SET_RECEIVER', value: 'bob.porthole.id' })
    await waitFor(actor, (s) => s.matches({ editing: { receiver: 'failed' } }))
    expect(actor.getSnapshot().context.receiverAddress).toBe('')
    actor.send({ type: 'REVIEW' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
  })

  test('error: an invalid form cannot be reviewed', () => {
    const { actor } = start()
    actor.send({ type: 'SET_AMOUNT', value: '1' })
    actor.send({ type: 'REVIEW' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(sendProblem(actor.getSnapshot().context)?.key).toBe('send.tokenRequired')
  })

  test('error: a rejection (4001) returns to the form with its values kept', async () => {
    const { actor } = start({
      submit: async () => {
        throw new UserRejectedRequestError()
      },
    })
    await confirm(actor, dusd, '3')
    await waitFor(actor, (s) => s.context.outcome === 'rejected')
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches('editing')).toBe(true)
    expect(snapshot.context).toMatchObject({ token: dusd, sendTokenAmount: '3', loading: false })
    expect(snapshot.context.receiverAddress).toBe(bob)
  })

  test('error: a vanished wallet (4900) offers a retry that sends again', async () => {
    let calls = 0
    const { actor, services } = start({
      submit: async () => {
        calls++
        if (calls === 1) throw new ProviderDisconnectedError()
        return `0x${'cd'.repeat(32)}`
      },
    })
    await confirm(actor, dusd, '3')
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.outcome).toBe('disconnected')
    actor.send({ type: 'RETRY' })
    await waitFor(actor, () => vi.mocked(services.returnToAccount).mock.calls.length === 1)
    expect(calls).toBe(2)
  })

  test('error: another failure or a reverted transfer ends in failed', async () => {
    const { actor } = start({
      submit: async () => {
        throw new InternalRpcError('boom')
      },
    })
    await confirm(actor, dusd, '3')
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.outcome).toBe('failed')
    // The wallet's words come along, for the view to say why.
    expect(actor.getSnapshot().context.failureReason).toBe('boom')
    actor.send({ type: 'EDIT' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
  })
})
