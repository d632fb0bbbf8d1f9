import type { Network, PayRequest } from '@porthole/shared-protocol'
import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex, parseUnits } from 'viem'
import { prepareLegacyTransaction } from '../../chains/evm/prepareLegacyTransaction.ts'
import { RECEIPT_TIMEOUT_MS } from '../../chains/evm/rpcConstants.ts'
import { transferTransaction } from '../../chains/evm/transferTransaction.ts'
import { sendConfirmedTransaction } from '../../connectors/sendConfirmedTransaction.ts'
import type { FrameCore } from '../../core/FrameCore.ts'
import { switchNetwork } from '../networks/index.ts'
import type { PayAccount } from './machine/PayOrder.ts'
import type { PayServices } from './machine/PayServices.ts'
import type { OrdersApi } from './ordersApi.ts'
import { resultOf } from './resultOf.ts'
import { createPayBuy } from './services/createPayBuy.ts'
import { createPaySwap } from './services/createPaySwap.ts'
import { walletPay } from './services/createWalletPay.ts'

/** The pay machine's services over this frame: its connection, chain clients, wallet and api. */
export function createPayServices(
  app: FrameCore,
  pay: { request: PayRequest; network: Network; claim: string; orders: OrdersApi },
): PayServices {
  const client = () => app.chainClients.get(pay.network)
  const current = () => app.connection.getSnapshot().context.current
  const { coinFor, ...swap } = createPaySwap(app, pay.network)
  return {
    account(): PayAccount | null {
      const connection = current()
      const address = connection?.accounts[0]
      if (!connection || !address || connection.connector.namespace !== 'eip155') return null
      return { address, caipNetworkId: connection.caipNetworkId }
    },
    async loadBalance(account, order) {
      const listed = app.api
        ? await app.api.getBalances(account.address, order.caipNetworkId, { forceUpdate: true })
        : []
      const token = order.token?.toLowerCase()
      const held = listed.find((balance) =>
        token ? balance.address?.split(':').at(-1)?.toLowerCase() === token : !balance.address,
      )
      if (held) return parseUnits(held.quantity.numeric, order.decimals)
      // Not among the api's balances (it does not serve the network, or the account holds none).
      const chain = await client()
      if (!order.token) return chain.getBalance(account.address)
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address as Hex],
      })
      const answer = await chain.request({
        method: 'eth_call',
        params: [{ to: order.token, data }, 'latest'],
      })
      return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: answer as Hex })
    },
    ...swap,
    ...createPayBuy(app, pay.network, coinFor),
    async walletPay(order) {
      const connection = current()
      if (!connection) return null
      const hash = await walletPay(connection.connector, order)
      // Kept until recorded, as a payment the view sent.
      if (hash) app.storage.setSentPayment(order.orderId, { claim: pay.claim, hash })
      return hash
    },
    async switchNetwork(caipNetworkId) {
      await switchNetwork(app, { caipNetworkId: caipNetworkId as Network['caipNetworkId'] })
    },
    async send(account, order) {
      const connection = current()
      if (!connection || connection.accounts[0] !== account.address)
        throw new Error('The wallet this payment was prepared for is not connected.')
      const transfer = transferTransaction({
        from: account.address as Hex,
        to: order.recipient as Hex,
        amount: order.units,
        contract: order.token as Hex | undefined,
      })
      const chain = await client()
      const tx = await prepareLegacyTransaction([transfer], () => chain.getGasPrice())
      // The Pay button was the approval.
      const hash = await sendConfirmedTransaction(connection.connector, tx)
      // Kept until recorded: a reload before then resumes this payment instead of paying again.
      app.storage.setSentPayment(order.orderId, { claim: pay.claim, hash })
      return hash
    },
    async confirm(_order, hash) {
      return (await client()).waitForReceipt(
        hash,
        app.options.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS,
      )
    },
    async record(hash) {
      return resultOf(pay.request, await pay.orders.record(pay.request.orderId, pay.claim, hash))
    },
  }
}
