import { describe, expect, test } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { PayBuyOffer, PaySwapOffer } from './machine/PayOrder.ts'
import type { PayServices } from './machine/PayServices.ts'
import { account, order, recordingServices, result } from './machine/payTestOrder.ts'
import { payMachine } from './payMachine.ts'
import { PurchaseFailedError } from './services/createPayBuy.ts'

const buy: PayBuyOffer = {
  symbol: 'ETH',
  decimals: 18,
  amount: 1_630_000_000_000_000n,
  fiat: { amount: '5.00', currency: 'USD' },
  provider: 'Coinbase',
  url: 'https://pay.example/buy?sessionToken=t',
  chainId: 31337,
  seen: [],
}
const swap: PaySwapOffer = {
  from: `eip155:31337:0x${'ee'.repeat(20)}`,
  symbol: 'ETH',
  decimals: 18,
  held: buy.amount,
  amountIn: 5n * 10n ** 14n,
  needed: 1_250_000n,
}

/**
 * An account holding nothing until the purchase lands; then it holds the coin (a swap brings
 * the token) or, with `token: true`, the token itself. Records what the machine asked.
 */
function holdingNothing(change: Partial<PayServices> & { lands?: 'coin' | 'token' } = {}) {
  let landed = false
  return recordingServices((asked) => ({
    loadBalance: async () => (landed && change.lands === 'token' ? order.units : 0n),
    planSwap: async () => (landed && change.lands !== 'token' ? [swap] : []),
    planBuy: async () => {
      asked.push('plan buy')
      return buy
    },
    awaitPurchase: async () => {
      asked.push('await purchase')
      landed = true
    },
    buyTtlMs: 60_000,
    walletPay: async () => null,
    record: async () => result,
    ...change,
  }))
}
const start = (services: PayServices) =>
  createActor(payMachine, { input: { services, order } }).start()

describe('payMachine: buy with card, then pay', () => {
  test('default: nothing held offers the purchase; BUY waits for it, then swaps and pays by itself', async () => {
    const { asked, services } = holdingNothing()
    const actor = start(services)
    const offered = await waitFor(actor, (state) => state.matches('buy'))
    expect(offered.context.buy).toEqual(buy)
    actor.send({ type: 'PAY' })
    actor.send({ type: 'SWAP_AND_PAY' })
    expect(actor.getSnapshot().matches('buy')).toBe(true)
    actor.send({ type: 'BUY' })
    const done = await waitFor(actor, (state) => state.status === 'done')
    expect(done.output).toEqual(result)
    expect(asked).toEqual(['plan buy', 'await purchase', 'swap', 'send'])
  })

  test('behavior: a purchase that brings enough of the asset itself pays with no swap, switching first', async () => {
    const elsewhere = { ...account, caipNetworkId: 'eip155:1' }
    const { asked, services } = holdingNothing({ lands: 'token', account: () => elsewhere })
    const actor = start(services)
    await waitFor(actor, (state) => state.matches('buy'))
    actor.send({ type: 'BUY' })
    await waitFor(actor, (state) => state.status === 'done')
    expect(asked).toEqual(['plan buy', 'await purchase', 'switch eip155:31337', 'send'])
  })

  test('behavior: a purchase the provider says failed, or one cancelled, leaves the order unpaid; Try again prepares a new one', async () => {
    let fail = true
    const { asked, services } = holdingNothing({
      awaitPurchase: async () => {
        asked.push('await purchase')
        if (fail) throw new PurchaseFailedError('declined')
        await new Promise(() => undefined)
      },
    })
    const actor = start(services)
    await waitFor(actor, (state) => state.matches('buy'))
    actor.send({ type: 'BUY' })
    const failed = await waitFor(actor, (state) => state.matches('failed'))
    expect(failed.context).toMatchObject({ failure: 'buy', hash: null, bought: false })
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (state) => state.matches('buy'))
    fail = false
    actor.send({ type: 'BUY' })
    await waitFor(actor, (state) => state.matches('buying'))
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().context.failure).toBe('buyCancelled')
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (state) => state.matches('buy'))
    expect(asked).toEqual(['plan buy', 'await purchase', 'plan buy', 'await purchase', 'plan buy'])
  })

  test('behavior: no purchase to offer is insufficient; a checkout shown past its lifetime is prepared again', async () => {
    const none = start(holdingNothing({ planBuy: async () => null }).services)
    await waitFor(none, (state) => state.matches('insufficient'))

    const { asked, services } = holdingNothing({ buyTtlMs: 20 })
    const actor = start(services)
    await waitFor(actor, () => asked.length >= 3)
    expect(actor.getSnapshot().matches('buy') || actor.getSnapshot().matches('loading')).toBe(true)
  })
})
