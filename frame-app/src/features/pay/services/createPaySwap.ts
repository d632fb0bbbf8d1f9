import {
  DEFAULT_SWAP_SLIPPAGE_PERCENT,
  EVM_NATIVE_PLACEHOLDER,
  type Network,
} from '@porthole/shared-protocol'
import type { FrameCore } from '../../../core/FrameCore.ts'
import { currentConnection } from '../../connection/index.ts'
import { createSwapServices, quoteAtLeast, swapAtLeast } from '../../swap/chunk.ts'
import { swapAccountOf } from '../../swap/index.ts'
import type { PayAccount, PayOrder } from '../machine/PayOrder.ts'
import type { PayServices } from '../machine/PayServices.ts'

/** Gas kept back from the coin sold: the swap's and the payment's own network fees. */
export const FEE_GAS = 400_000n
/** What a swap planned for a purchase may sell at most: the quotes probe a thousandth of it. */
const PURCHASE_MAX_IN = 10n ** 20n

/** The coin an order needs: `units` of it for a native order, what a swap sells for a token's. */
export type CoinFor = (
  account: PayAccount,
  order: PayOrder,
  balance: bigint,
) => Promise<bigint | null>

/**
 * Swap then pay: the pay machine's `planSwap` and `swap` over the swap feature's own services
 * (the api's convert routes and the wallet), selling the network's native coin for what the
 * account lacks of an ERC-20 order. None when swaps are off, the api has no swaps there or the
 * coin held (less the fees) does not reach.
 */
export function createPaySwap(
  app: Pick<
    FrameCore,
    'api' | 'views' | 'settings' | 'chainClients' | 'connection' | 'accountData'
  >,
  network: Network,
): Pick<PayServices, 'planSwap' | 'swap'> & { coinFor: CoinFor } {
  const current = () => currentConnection(app)
  const services = () => {
    const { api } = app
    const dapp = app.settings.getSnapshot().context.dapp
    if (!api || !app.views.Swap?.enabled({ apiConfigured: true, dapp })) return null
    return createSwapServices({
      api,
      chainClients: app.chainClients,
      current,
      networks: () => dapp?.networks ?? [],
      sent: app.accountData.sent,
      // A swap made for a payment stays on Pay, which goes on to the payment.
      returnToAccount: () => undefined,
    })
  }
  /** `held`: what may be sold, the coin the account holds unless given. */
  const terms = async (order: PayOrder, address: string, needed: bigint, held?: bigint) => {
    const swaps = services()
    if (!swaps || !order.token) return null
    const chainId = order.caipNetworkId
    const [tokens, gasPrice, coin] = await Promise.all([
      swaps.getTokens(chainId),
      swaps.getGasPrice(chainId),
      held ?? app.chainClients.get(network).then((client) => client.getBalance(address)),
    ])
    const token = order.token.toLowerCase()
    const to = tokens.find((t) => t.address.split(':').at(-1)?.toLowerCase() === token)
    const maxIn = coin - gasPrice * FEE_GAS
    if (!to || maxIn <= 0n) return null
    const slippage = DEFAULT_SWAP_SLIPPAGE_PERCENT
    return { swaps, tokens, to: to.address, gasPrice, held: coin, maxIn, needed, slippage }
  }
  const request = (
    order: PayOrder,
    address: string,
    found: NonNullable<Awaited<ReturnType<typeof terms>>>,
  ) => ({
    from: `${order.caipNetworkId}:${EVM_NATIVE_PLACEHOLDER}`,
    to: found.to,
    userAddress: `${order.caipNetworkId}:${address}`,
    slippage: found.slippage,
    gasPrice: found.gasPrice,
    needed: found.needed,
    maxIn: found.maxIn,
  })
  return {
    async coinFor(account, order, balance) {
      const needed = order.units - balance
      if (!order.token) {
        const gasPrice = await (await app.chainClients.get(network)).getGasPrice()
        return needed + gasPrice * FEE_GAS
      }
      const found = await terms(order, account.address, needed, PURCHASE_MAX_IN)
      const planned =
        found && (await quoteAtLeast(found.swaps, request(order, account.address, found)))
      return planned && planned.request.amount + found.gasPrice * FEE_GAS
    },
    async planSwap(account, order, balance) {
      const found = await terms(order, account.address, order.units - balance).catch(() => null)
      if (!found) return null
      const { swaps, needed } = found
      const planned = await quoteAtLeast(swaps, request(order, account.address, found)).catch(
        () => null,
      )
      if (!planned) return null
      const { symbol, decimals } = network.nativeCurrency
      return { symbol, decimals, held: found.held, amountIn: planned.request.amount, needed }
    },
    async swap(account, order, offer) {
      const found = await terms(order, account.address, offer.needed)
      const swapAccount = swapAccountOf(current())
      if (!found || !swapAccount || swapAccount.address !== account.address)
        throw new Error('This swap cannot be made from the connected wallet.')
      const { swaps, tokens, to, needed, maxIn, gasPrice, slippage } = found
      await swapAtLeast(swaps, {
        account: swapAccount,
        tokens,
        to,
        needed,
        maxIn,
        gasPrice,
        slippage,
      })
    },
  }
}
