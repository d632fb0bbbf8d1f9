import { UserRejectedRequestError } from '@porthole/shared-protocol'
import * as z from 'zod/mini'
import type { Connector } from '../../../connectors/Connector.ts'
import { mapWalletError } from '../../../connectors/mapWalletError.ts'
import type { WalletConnectConnector } from '../../../connectors/walletConnect/WalletConnectConnector.ts'
import type { PayOrder } from '../machine/PayOrder.ts'

/** CAIP-358's version this frame speaks, and how long a request stays valid (seconds). */
export const WALLET_PAY_VERSION = '1.0.0'
export const WALLET_PAY_EXPIRY_SECONDS = 600
/** CAIP-358: the visitor rejected the payment in the wallet. */
const REJECTED = 8001
/**
 * Answers that say the wallet cannot take this payment, and nothing was paid: method not found
 * (-32601, or 4200 where the session lacks it), CAIP-358's no matching asset (8002), expired
 * (8003) and insufficient funds (8004). The Pay view takes it then.
 */
const CANNOT = new Set([-32601, 4200, 8002, 8003, 8004])

/** CAIP-358 `PayResult`, as the wallet answers. */
const PayResultSchema = z.object({
  version: z.string(),
  orderId: z.optional(z.string()),
  txid: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
  recipient: z.string(),
  asset: z.string(),
  amount: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
})

/**
 * Whether the wallet behind `connector` takes CAIP-358 `wallet_pay`: a WalletConnect session
 * that granted the method (the frame asks for it in every proposal; wallets grant what they
 * implement). Other connectors say nothing of it: the Pay view serves them.
 */
export function grantsWalletPay(connector: Connector): boolean {
  const session = (connector as Partial<WalletConnectConnector>).session?.()
  return session?.namespaces.eip155?.methods?.includes('wallet_pay') ?? false
}

/** The CAIP-358 request for `order`: its one accepted payment, valid for ten minutes. */
export function walletPayRequest(order: PayOrder, now: number) {
  return {
    version: WALLET_PAY_VERSION,
    orderId: order.orderId,
    acceptedPayments: [
      {
        recipient: `${order.caipNetworkId}:${order.recipient}`,
        asset: order.asset,
        amount: `0x${order.units.toString(16)}`,
      },
    ],
    expiry: Math.floor(now / 1000) + WALLET_PAY_EXPIRY_SECONDS,
  }
}

/**
 * Asks the wallet to pay `order` in one round trip (CAIP-358); resolves with the transaction
 * hash (the api checks it is this order's payment before the order counts as paid), or null
 * when the wallet says it cannot (`CANNOT`): the Pay view then takes it. A rejection (8001, or
 * 4001) is `UserRejectedRequestError`; any other failure is thrown as it came, since the wallet
 * may have paid: trying again asks the wallet again, and CAIP-358 makes that idempotent by
 * order id.
 */
export async function walletPay(
  connector: Connector,
  order: PayOrder,
  now: () => number = Date.now,
): Promise<string | null> {
  if (!grantsWalletPay(connector)) return null
  const request = walletPayRequest(order, now())
  let answer: unknown
  try {
    answer = await connector.request({ method: 'wallet_pay', params: [request] })
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === REJECTED)
      throw new UserRejectedRequestError('The payment was rejected in the wallet.', {
        cause: error,
      })
    if (CANNOT.has((error as { code?: unknown } | null)?.code as number)) return null
    throw mapWalletError(error)
  }
  const parsed = PayResultSchema.safeParse(answer)
  if (!parsed.success) throw new TypeError('The wallet answered wallet_pay with no payment.')
  if (parsed.data.orderId !== undefined && parsed.data.orderId !== order.orderId)
    throw new TypeError(
      `The wallet answered wallet_pay for another order (${parsed.data.orderId}).`,
    )
  return parsed.data.txid
}
