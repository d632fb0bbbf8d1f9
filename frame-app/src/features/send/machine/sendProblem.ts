import { receiverDustLimit } from '../bitcoin/receiverDustLimit.ts'
import { checkSend, type SendProblem } from '../form/checkSend.ts'
import { nativeOf } from './nativeOf.ts'
import type { SendContext } from './SendContext.ts'

/** The first problem of the form (SPEC §5), or null when it can go to the preview. */
export function sendProblem(context: SendContext): SendProblem | null {
  const { account } = context
  if (!account) return { field: 'token', key: 'send.tokenRequired' }
  return checkSend({
    namespace: account.namespace,
    token: context.token,
    native: nativeOf(context.tokenBalances),
    nativeSymbol: account.native.symbol,
    amount: context.sendTokenAmount,
    receiver: context.receiverInput,
    receiverAddress: context.receiverAddress,
    fee: context.fee,
    dustLimit: receiverDustLimit(account, context.receiverAddress),
  })
}
