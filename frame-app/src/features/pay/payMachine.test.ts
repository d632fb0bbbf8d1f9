import { UserRejectedRequestError } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { PaySwapOffer } from './machine/PayOrder.ts'
import type { PayServices } from './machine/PayServices.ts'
import { account, HASH, order, recordingServices, result } from './machine/payTestOrder.ts'
import { payMachine } from './payMachine.ts'

/** Services that answer as told, recording what the machine asked. */
const services = (change: Partial<PayServices> = {}) => recordingServices(() => change)
const start = (s: PayServices) => createActor(payMachine, { input: { services: s, order } }).start()

describe('payMachine', () => {
  test('default: enough balance, Pay sends, confirms and records; the output is the host result', async () => {
    const { asked, services: s } = services()
    const actor = start(s)
    await waitFor(actor, (state) => state.matches('ready'))
    actor.send({ type: 'PAY' })
    const done = await waitFor(actor, (state) => state.status === 'done')
    expect(done.output).toEqual(result)
    expect(asked).toEqual(['send', `record ${HASH}`])
  })

  test('behavior: a payment sent before a reload is awaited and recorded, never sent again, with no wallet connected', async () => {
    const { asked, services: s } = services({
      account: () => null,
      loadBalance: async () => {
        throw new Error('no balance is read for a payment already sent')
      },
    })
    const actor = createActor(payMachine, { input: { services: s, order, hash: HASH } }).start()
    const done = await waitFor(actor, (state) => state.status === 'done')
    expect(done.output).toEqual(result)
    expect(asked).toEqual([`record ${HASH}`])
  })

  test('behavior: a balance short of the amount is insufficient, and Pay does nothing there', async () => {
    const actor = start(services({ loadBalance: async () => 1_249_999n }).services)
    await waitFor(actor, (state) => state.matches('insufficient'))
    actor.send({ type: 'PAY' })
    expect(actor.getSnapshot().matches('insufficient')).toBe(true)
  })

  test('behavior: a wallet on another network is switched before the payment is sent', async () => {
    const elsewhere = { ...account, caipNetworkId: 'eip155:1' }
    const { asked, services: s } = services({ account: () => elsewhere })
    const actor = start(s)
    await waitFor(actor, (state) => state.matches('ready'))
    actor.send({ type: 'PAY' })
    await waitFor(actor, (state) => state.status === 'done')
    expect(asked).toEqual(['switch eip155:31337', 'send', `record ${HASH}`])
  })

  test('behavior: declining in the wallet ends the payment as declined', async () => {
    const actor = start(
      services({ send: () => Promise.reject(new UserRejectedRequestError()) }).services,
    )
    await waitFor(actor, (state) => state.matches('ready'))
    actor.send({ type: 'PAY' })
    const end = await waitFor(actor, (state) => state.status === 'done')
    expect(end.matches('declined')).toBe(true)
    expect(end.output).toBeNull()
  })

  test('behavior: a send that fails says so and Try again goes back to Pay', async () => {
    const actor = start(services({ send: () => Promise.reject(new Error('down')) }).services)
    await waitFor(actor, (state) => state.matches('ready'))
    actor.send({ type: 'PAY' })
    const failed = await waitFor(actor, (state) => state.matches('failed'))
    expect(failed.context.failure).toBe('send')
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().matches('ready')).toBe(true)
  })

  test('behavior: a reverted payment may be paid again; a record that failed is retried without sending again', async () => {
    let outcome: 'reverted' | 'success' = 'reverted'
    let recordFails = true
    const { asked, services: s } = services({
      confirm: async () => outcome,
      record: async () => {
        asked.push('record')
        if (recordFails) throw new Error('api down')
        return result
      },
    })
    const actor = start(s)
    await waitFor(actor, (state) => state.matches('ready'))
    actor.send({ type: 'PAY' })
    const reverted = await waitFor(actor, (state) => state.matches('failed'))
    expect(reverted.context).toMatchObject({ failure: 'reverted', hash: null })
    actor.send({ type: 'RETRY' })
    outcome = 'success'
    actor.send({ type: 'PAY' })
    const unrecorded = await waitFor(
      actor,
      (state) => state.matches('failed') && state.context.failure === 'record',
    )
    expect(unrecorded.context.hash).toBe(HASH)
    recordFails = false
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (state) => state.matches('done'))
    expect(asked).toEqual(['send', 'send', 'record', 'record'])
  })

  test('behavior: a balance that cannot be read fails, and Try again reads it again', async () => {
    let reads = 0
    const actor = start(
      services({
        loadBalance: async () => {
          reads++
          if (reads === 1) throw new Error('rpc down')
          return 2_000_000n
        },
      }).services,
    )
    await waitFor(actor, (state) => state.matches('failed'))
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (state) => state.matches('ready'))
    expect(reads).toBe(2)
  })

  describe('swap then pay', () => {
    const offer: PaySwapOffer = {
      from: `eip155:31337:0x${'ee'.repeat(20)}`,
      symbol: 'ETH',
      decimals: 18,
      held: 10n ** 18n,
      amountIn: 5n * 10n ** 14n,
      needed: 1_250_000n,
    }
    const short = (change: Partial<PayServices> = {}) =>
      services({ loadBalance: async () => 0n, planSwap: async () => [offer], ...change })

    test('behavior: a short balance with a swap offers it; Swap and pay switches, swaps, then pays', async () => {
      const elsewhere = { ...account, caipNetworkId: 'eip155:1' }
      const { asked, services: s } = short({ account: () => elsewhere })
      const actor = start(s)
      const offered = await waitFor(actor, (state) => state.matches('offer'))
      expect(offered.context.offer).toEqual(offer)
      actor.send({ type: 'PAY' })
      expect(actor.getSnapshot().matches('offer')).toBe(true)
      actor.send({ type: 'SWAP_AND_PAY' })
      const done = await waitFor(actor, (state) => state.status === 'done')
      expect(done.output).toEqual(result)
      expect(asked).toEqual(['switch eip155:31337', 'swap', 'send', `record ${HASH}`])
    })

    test('behavior: with several sources the first is picked; CHOOSE picks another, which the swap sells', async () => {
      const pdt = { ...offer, from: `eip155:31337:0x${'78'.repeat(20)}`, symbol: 'PDT' }
      const sold: string[] = []
      const { services: s } = short({
        planSwap: async () => [offer, pdt],
        swap: async (_account, _order, chosen) => void sold.push(chosen.symbol),
      })
      const actor = start(s)
      const offered = await waitFor(actor, (state) => state.matches('offer'))
      expect(offered.context.offer).toEqual(offer)
      actor.send({ type: 'CHOOSE', from: pdt.from })
      actor.send({ type: 'SWAP_AND_PAY' })
      await waitFor(actor, (state) => state.status === 'done')
      expect(sold).toEqual(['PDT'])
    })

    test('behavior: a short balance with no swap is insufficient', async () => {
      const actor = start(short({ planSwap: async () => [] }).services)
      await waitFor(actor, (state) => state.matches('insufficient'))
    })

    test('behavior: declining the swap in the wallet ends as declined, with nothing sent', async () => {
      const { asked, services: s } = short({
        swap: () => Promise.reject(new UserRejectedRequestError()),
      })
      const actor = start(s)
      await waitFor(actor, (state) => state.matches('offer'))
      actor.send({ type: 'SWAP_AND_PAY' })
      const end = await waitFor(actor, (state) => state.status === 'done')
      expect(end.matches('declined')).toBe(true)
      expect(asked).toEqual([])
    })

    test('behavior: a failed swap says so, and Try again reads the balance again: a swap that landed makes it Pay', async () => {
      let balance = 0n
      const { asked, services: s } = short({
        loadBalance: async () => balance,
        swap: () => Promise.reject(new Error('receipt timeout')),
      })
      const actor = start(s)
      await waitFor(actor, (state) => state.matches('offer'))
      actor.send({ type: 'SWAP_AND_PAY' })
      const failed = await waitFor(actor, (state) => state.matches('failed'))
      expect(failed.context.failure).toBe('swap')
      balance = 1_300_000n
      actor.send({ type: 'RETRY' })
      await waitFor(actor, (state) => state.matches('ready'))
      expect(asked).toEqual([])
    })
  })

  describe('wallet_pay (CAIP-358)', () => {
    const direct = (s: PayServices) =>
      createActor(payMachine, { input: { services: s, order, direct: true } }).start()

    test('default: a wallet that takes wallet_pay is asked first; its transaction is confirmed and recorded, with no balance read', async () => {
      const { asked, services: s } = services({
        loadBalance: async () => {
          throw new Error('no balance is read when the wallet pays')
        },
      })
      const done = await waitFor(direct(s), (state) => state.status === 'done')
      expect(done.output).toEqual(result)
      expect(asked).toEqual(['wallet_pay', `record ${HASH}`])
    })

    test('behavior: a wallet that cannot pay it (null) falls back to the Pay view', async () => {
      const { asked, services: s } = services({ walletPay: async () => null })
      const actor = direct(s)
      await waitFor(actor, (state) => state.matches('ready'))
      actor.send({ type: 'PAY' })
      await waitFor(actor, (state) => state.status === 'done')
      expect(asked).toEqual(['send', `record ${HASH}`])
    })

    test('behavior: rejected in the wallet is declined; a failure retries wallet_pay, never the view', async () => {
      const rejected = services({ walletPay: () => Promise.reject(new UserRejectedRequestError()) })
      const end = await waitFor(direct(rejected.services), (state) => state.status === 'done')
      expect(end.matches('declined')).toBe(true)

      let calls = 0
      const flaky = services({
        walletPay: async () => {
          calls++
          if (calls === 1) throw new Error('relay dropped')
          return HASH
        },
      })
      const actor = direct(flaky.services)
      const failed = await waitFor(actor, (state) => state.matches('failed'))
      expect(failed.context.failure).toBe('walletPay')
      actor.send({ type: 'RETRY' })
      await waitFor(actor, (state) => state.status === 'done')
      expect(calls).toBe(2)
      expect(flaky.asked).toEqual([`record ${HASH}`])
    })
  })
})
