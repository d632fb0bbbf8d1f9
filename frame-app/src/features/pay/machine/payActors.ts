import { fromPromise } from 'xstate'
import type { PayAccount, PayOrder, PaySwapOffer } from './PayOrder.ts'
import type { PayServices } from './PayServices.ts'

type Input = { services: PayServices; order: PayOrder }

/** The pay machine's steps, each one promise over its services. */
export const payActors = {
  load: fromPromise(async ({ input }: { input: Input }) => {
    const account = input.services.account()
    if (!account) throw new Error('No EVM account is connected.')
    const balance = await input.services.loadBalance(account, input.order)
    const offer =
      balance < input.order.units
        ? await input.services.planSwap(account, input.order, balance)
        : null
    return { account, balance, offer }
  }),
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
