import type { PayRequest, PayResult } from '@porthole/shared-protocol'
import { getAddress } from 'viem'
import type { Order } from './ordersApi.ts'

/** The host's result for a paid order: its own asset and amount, the api's payment. */
export function resultOf(request: PayRequest, order: Order, txHash = order.txHash): PayResult {
  if (!txHash || !order.payer) throw new TypeError(`Order ${order.orderId} is not paid.`)
  return {
    orderId: request.orderId,
    txHash,
    chainId: order.chainId,
    asset: request.asset,
    amount: request.amount,
    payer: getAddress(order.payer),
  }
}
