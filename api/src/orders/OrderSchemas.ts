import {
  ORDER_ID_PATTERN,
  OrderIdSchema,
  PayAddressSchema,
  PayAmountSchema,
  PayAssetSchema,
} from '@porthole/shared-protocol'
import { z } from 'zod'
import type { OrderRow } from '../db/orders.ts'

const ClaimSchema = z.uuid()

/**
 * `POST /v1/orders`: the order as `modal.pay` was given it (the shared PAY rules), and the
 * claim a pay of it already holds, when it resumes one (a reload after the payment was sent).
 */
export const CreateOrderBodySchema = z.object({
  orderId: OrderIdSchema,
  recipient: PayAddressSchema,
  amount: PayAmountSchema,
  asset: PayAssetSchema,
  claim: ClaimSchema.optional(),
})

/** The path's order id. */
export const OrderIdParamSchema = z.string().regex(ORDER_ID_PATTERN, 'not an order id')

/** `POST /v1/orders/{orderId}/transaction`: the claim's token and the transaction that paid. */
export const RecordTransactionBodySchema = z.object({
  claim: ClaimSchema,
  txHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
})

/** `POST /v1/orders/{orderId}/release`: the claim to end. */
export const ReleaseOrderBodySchema = z.object({ claim: ClaimSchema })

/**
 * An order as the routes answer it: `status` paid once its transaction is verified on the
 * chain, with the transaction, payer and time; `chainId` the CAIP-2 network of `asset`.
 */
export function orderView(row: OrderRow) {
  return {
    orderId: row.order_id,
    status: row.tx_hash ? ('paid' as const) : ('open' as const),
    recipient: row.recipient,
    asset: row.asset,
    amount: row.amount,
    symbol: row.symbol,
    decimals: row.decimals,
    chainId: row.asset.split('/')[0]!,
    txHash: row.tx_hash,
    payer: row.payer,
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  }
}
