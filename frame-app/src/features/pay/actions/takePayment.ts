import {
  PaymentUnavailableError,
  type PaymentUnavailableReason,
  type PayRequest,
  type PayResult,
  parsePayAsset,
} from '@porthole/shared-protocol'
import { getAddress, parseUnits } from 'viem'
import type { FrameCore } from '../../../core/FrameCore.ts'
import { isConnected } from '../../connection/index.ts'
import { requestAccounts } from '../../rpc/index.ts'
import { createPayServices } from '../createPayServices.ts'
import { createOrdersApi } from '../ordersApi.ts'
import { resultOf } from '../resultOf.ts'
import { grantsWalletPay } from '../services/createWalletPay.ts'
import { payInView } from './payInView.ts'

const unavailable = (reason: PaymentUnavailableReason, message: string) =>
  new PaymentUnavailableError(message, { data: { reason } })

/**
 * `modal.pay(request)`: the order is claimed in the api (an order already paid answers its
 * payment at once, without the modal); the visitor connects first when no wallet is; then the
 * Pay view takes the payment. The claim is given back when the payment does not happen. A
 * payment this frame sent for the order before a reload is awaited and recorded instead.
 */
export async function takePayment(app: FrameCore, request: PayRequest): Promise<PayResult> {
  const { caipNetworkId, token } = parsePayAsset(request.asset)
  const networks = app.settings.getSnapshot().context.dapp?.networks ?? []
  const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!network || (request.networks && !request.networks.includes(caipNetworkId)))
    throw unavailable('unsupportedNetwork', `${caipNetworkId} is not a network of this payment.`)
  const { api } = app
  if (!api) throw unavailable('noApi', 'Payments need the Porthole api (apiUrl).')
  if (!(await api.servesChain(caipNetworkId)))
    throw unavailable('unsupportedNetwork', `The api does not serve ${caipNetworkId}.`)
  const orders = createOrdersApi(api.client)
  const { orderId } = request
  // A payment sent before a reload and not recorded: resumed under its own claim, not paid again.
  const sent = app.storage.getSentPayment(orderId)
  const claimed = await orders.claim(request, sent?.claim)
  const { claim } = claimed
  if (claimed.order.status === 'paid' || !claim) {
    app.storage.setSentPayment(orderId, null)
    return resultOf(request, claimed.order)
  }
  const resumed = sent?.claim === claim ? sent.hash : undefined
  try {
    if (!resumed && !isConnected(app)) await requestAccounts(app)
    const services = createPayServices(app, { request, network, claim, orders })
    const order = {
      orderId: request.orderId,
      recipient: getAddress(request.recipient),
      amount: request.amount,
      asset: request.asset,
      caipNetworkId,
      networkName: network.name,
      token: token && getAddress(token),
      symbol: claimed.order.symbol,
      decimals: claimed.order.decimals,
      units: parseUnits(request.amount, claimed.order.decimals),
    }
    const connector = app.connection.getSnapshot().context.current?.connector
    const direct = connector !== undefined && grantsWalletPay(connector)
    const result = await payInView(app, { services, order, hash: resumed, direct })
    app.storage.setSentPayment(orderId, null)
    return result
  } catch (error) {
    // A payment sent but not confirmed keeps its claim (and stays kept for the next pay of the
    // order): the order must not be paid again.
    if ((error as { data?: { txHash?: unknown } }).data?.txHash === undefined) {
      app.storage.setSentPayment(orderId, null)
      orders.release(orderId, claim).catch(app.report)
    }
    throw error
  }
}
