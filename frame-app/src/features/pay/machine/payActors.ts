import { fromPromise } from 'xstate'
import type { PayAccount, PayOrder } from './PayOrder.ts'
import type { PayServices } from './PayServices.ts'

type Input = { services: PayServices; order: PayOrder }

/** The pay machine's steps, each one promise over its services. */
export const payActors = {
  load: fromPromise(async ({ input }: { input: Input }) => {
    const account = input.services.account()
    if (!account) throw new Error('No EVM account is connected.')
    return { account, balance: await input.services.loadBalance(account, input.order) }
  }),
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
