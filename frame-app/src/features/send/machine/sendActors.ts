import { fromPromise } from 'xstate'
import { parseReceiver } from '../form/parseReceiver.ts'
import type { FeeChoice, ReceiverProfile, SendPrices } from '../SendServices.ts'
import type { SendContext } from './SendContext.ts'
import { transferOf } from './transferOf.ts'

/** The send machine's services: each a promise on `SendServices`. */
export const sendActors = {
  estimateFee: fromPromise<bigint | null, SendContext>(async ({ input }) => {
    if (!input.account || !input.token) return null
    const to = input.receiverAddress || input.account.address
    return input.services.estimateFee(transferOf(input, to)).catch(() => null)
  }),
  // No choices (another namespace, or the fee rates cannot be read): the one estimate stands.
  feeChoices: fromPromise<FeeChoice[] | null, SendContext>(async ({ input }) => {
    if (!input.account || !input.token) return null
    return input.services.feeChoices(transferOf(input)).catch(() => null)
  }),
  // Prices that cannot be read leave the preview on the balances' prices.
  getPrices: fromPromise<SendPrices | null, SendContext>(async ({ input }) => {
    if (!input.account || !input.token) return null
    return input.services.getPrices(input.account, input.token).catch(() => null)
  }),
  resolveName: fromPromise<ReceiverProfile | null, SendContext>(async ({ input }) => {
    const parsed = parseReceiver(
      input.receiverInput,
      input.account?.namespace ?? 'eip155',
      input.account?.caipNetworkId,
    )
    if (parsed.kind !== 'name' || !input.account) return null
    return input.services.resolveName(parsed.name, input.account)
  }),
  submit: fromPromise<string, SendContext>(({ input }) => input.services.submit(transferOf(input))),
  confirm: fromPromise<'success' | 'reverted' | 'timeout', SendContext>(({ input }) =>
    input.services.confirm(transferOf(input), input.hash ?? ''),
  ),
}
