import { fromPromise } from 'xstate'
import type { PayAccount, PayBuyOffer, PayOrder, PaySwapOffer } from './PayOrder.ts'
import type { PayServices } from './PayServices.ts'

type Input = { services: PayServices; order: PayOrder }

/** The pay machine's steps, each one promise over its services. */
export const payActors = {
  load: fromPromise(async ({ input }: { input: Input }) => {
    const account = input.services.account()
    if (!account) throw new Error('No EVM account is connected.')
    const balance = await input.services.loadBalance(account, input.order)
    const short = balance < input.order.units
    const offers = short ? await input.services.planSwap(account, input.order, balance) : []
    // Nothing held can pay: a purchase of the network's coin might.
    const buy =
      short && offers.length === 0
        ? await input.services.planBuy(account, input.order, balance).catch(() => null)
        : null
    return { account, balance, offers, buy }
  }),
  awaitPurchase: fromPromise(
    ({
      input,
      signal,
    }: {
      input: Input & { account: PayAccount; buy: PayBuyOffer }
      signal: AbortSignal
    }) => input.services.awaitPurchase(input.account, input.buy, signal),
  ),
  swap: fromPromise(({ input }: { input: Input & { account: PayAccount; offer: PaySwapOffer } }) =>
    input.services.swap(input.account, input.order, input.offer),
  ),
  walletPay: fromPromise(({ input }: { input: Input }) => input.services.walletPay(input.order)),
  switchNetwork: fromPromise(({ input }: { input: Input }) =>
    input.services.switchNetwork(input.order.caipNetworkId),
  ),
  send: fromPromise(({ input }: { input: Input & { account: PayAccount } }) =>
    input.services.send(input.account, input.order),
  ),
  confirm: fromPromise(({ input }: { input: Input & { hash: string } }) =>
    input.services.confirm(input.order, input.hash),
  ),
  record: fromPromise(({ input }: { input: Input & { hash: string } }) =>
    input.services.record(input.hash),
  ),
}
