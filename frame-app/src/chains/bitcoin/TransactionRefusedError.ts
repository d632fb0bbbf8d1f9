import { InternalRpcError } from '@porthole/shared-protocol'
import * as z from 'zod/mini'

const Refusal = z.object({ error: z.object({ data: z.object({ reason: z.string() }) }) })

/**
 * The network refused a Bitcoin transaction the api broadcast (its 400
 * `TransactionRejectedError`): `reason` is the node's word for it (`dust`,
 * `bad-txns-inputs-missingorspent`, …), empty when the answer did not say.
 */
export class TransactionRefusedError extends InternalRpcError {
  override name = 'TransactionRefusedError'
  readonly reason: string
  constructor(body: unknown) {
    const parsed = Refusal.safeParse(body)
    const reason = parsed.success ? parsed.data.error.data.reason : ''
    super(`The network refused the transaction${reason ? `: ${reason}` : ''}.`, {
      data: { reason },
    })
    this.reason = reason
  }
}
