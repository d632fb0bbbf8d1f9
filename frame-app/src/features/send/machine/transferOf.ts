import { parseAmount } from '../form/parseAmount.ts'
import { decimalsOf } from '../SendAsset.ts'
import type { TransferRequest } from '../SendServices.ts'
import type { SendContext } from './SendContext.ts'

/** The transfer the form describes (only called once `sendProblem` is null). */
export function transferOf(context: SendContext, to = context.receiverAddress): TransferRequest {
  const token = context.token!
  return {
    account: context.account!,
    token,
    amount: parseAmount(context.sendTokenAmount, decimalsOf(token)).units,
    to,
    // The fee choice where the network offered choices (Bitcoin).
    ...(context.feeChoices ? { feeSpeed: context.feeSpeed } : {}),
  }
}
