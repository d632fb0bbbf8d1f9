import {
  PaymentInvalidError,
  PaymentUnavailableError,
  type PaymentUnavailableReason,
  type PayRequest,
} from '@porthole/shared-protocol'
import * as z from 'zod/mini'
import { ApiRequestError } from '../../api/ApiRequestError.ts'
import type { ApiClient } from '../../api/createApiClient.ts'

const OrderSchema = z.object({
  orderId: z.string(),
  status: z.enum(['open', 'paid']),
  recipient: z.string(),
  asset: z.string(),
  amount: z.string(),
  symbol: z.string(),
  decimals: z.number().check(z.int(), z.minimum(0), z.maximum(255)),
  chainId: z.string(),
  txHash: z.nullable(z.string()),
  payer: z.nullable(z.string()),
})
export type Order = z.infer<typeof OrderSchema>
const ClaimedSchema = z.object({ order: OrderSchema, claim: z.nullable(z.string()) })
const RecordedSchema = z.object({ order: OrderSchema })

/** The api's refusals of an order, as the host's typed errors (docs/host-guide.md "Payments"). */
const REFUSALS: Record<number, PaymentUnavailableReason> = {
  409: 'orderMismatch',
  423: 'orderInProgress',
  422: 'unknownAsset',
}

function refusal(error: unknown): unknown {
  if (!(error instanceof ApiRequestError) || error.status === null) return error
  if (error.status === 400)
    return new PaymentInvalidError('The amount has more decimals than the asset.')
  const reason = REFUSALS[error.status]
  return reason
    ? new PaymentUnavailableError(`This order cannot be paid: ${reason}.`, { data: { reason } })
    : error
}

/**
 * The api's orders (`/v1/orders`) for one pay: `claim` creates or claims the order (a paid one
 * comes back paid, with no claim), `record` hands it the transaction, `release` gives the order
 * back when the visitor declined.
 */
export function createOrdersApi(client: ApiClient) {
  const path = (orderId: string, action: string) =>
    `/v1/orders/${encodeURIComponent(orderId)}/${action}`
  return {
    /** `held`: the claim a pay of this order already holds (it resumes a payment sent). */
    async claim(
      request: PayRequest,
      held?: string,
    ): Promise<{ order: Order; claim: string | null }> {
      const { orderId, recipient, amount, asset } = request
      return (await client
        .post('/v1/orders', {
          body: { orderId, recipient, amount, asset, ...(held ? { claim: held } : {}) },
          schema: ClaimedSchema,
        })
        .catch((error: unknown) => {
          throw refusal(error)
        }))!
    },
    async record(orderId: string, claim: string, txHash: string): Promise<Order> {
      const body = { claim, txHash }
      return (await client.post(path(orderId, 'transaction'), { body, schema: RecordedSchema }))!
        .order
    },
    async release(orderId: string, claim: string): Promise<void> {
      await client.post(path(orderId, 'release'), { body: { claim } })
    },
  }
}
export type OrdersApi = ReturnType<typeof createOrdersApi>
