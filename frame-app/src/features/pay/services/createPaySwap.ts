import {
  DEFAULT_SWAP_SLIPPAGE_PERCENT,
  EVM_NATIVE_PLACEHOLDER,
  type Network,
} from '@porthole/shared-protocol'
import type { FrameCore } from '../../../core/FrameCore.ts'
import { isViewEnabled } from '../../../core/views/isViewEnabled.ts'
import { currentConnection } from '../../connection/index.ts'
import { createSwapServices, quoteAtLeast, swapAtLeast } from '../../swap/chunk.ts'
import { swapAccountOf } from '../../swap/index.ts'
import type { PayAccount, PayOrder, PaySwapOffer } from '../machine/PayOrder.ts'
import type { PayServices } from '../machine/PayServices.ts'

/** Gas kept back from the coin: the swap's and the payment's own network fees. */
export const FEE_GAS = 400_000n
/** A token sold needs the router's approval first: its gas, on top. */
const APPROVE_GAS = 100_000n
/** What a swap planned for a purchase may sell at most: the quotes probe a thousandth of it. */
const PURCHASE_MAX_IN = 10n ** 20n

/** The coin an order needs: `units` of it for a native order, what a swap sells for a token's. */
export type CoinFor = (
  account: PayAccount,
  order: PayOrder,
  balance: bigint,
) => Promise<bigint | null>

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const heldOf = (balances: Record<string, bigint>, id: string) =>
  Object.entries(balances).find(([key]) => same(key, id))?.[1] ?? 0n

/**
 * Swap then pay: the pay machine's `planSwap` and `swap` over the swap feature's own services
 * (the api's convert routes and the wallet), selling what the account holds on the order's
 * network (the native coin, or any token the api swaps with a route to the order's asset) for
 * what it lacks of an ERC-20 order (decisions 0242, 0281). None when swaps are off, the api has
 * no swaps there or the coin held does not pay the fees.
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
    if (!api || !isViewEnabled(app, 'Swap')) return null
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
  /** `coin`: the native coin that may be spent, what the account holds unless given. */
  const terms = async (order: PayOrder, address: string, needed: bigint, coin?: bigint) => {
    const swaps = services()
    if (!swaps || !order.token) return null
    const chainId = order.caipNetworkId
    const [tokens, gasPrice, held] = await Promise.all([
      swaps.getTokens(chainId),
      swaps.getGasPrice(chainId),
      coin ?? app.chainClients.get(network).then((client) => client.getBalance(address)),
    ])
    const token = order.token
    const to = tokens.find((t) => same(t.address.split(':').at(-1) ?? '', token))
    if (!to) return null
    const slippage = DEFAULT_SWAP_SLIPPAGE_PERCENT
    const native = `${chainId}:${EVM_NATIVE_PLACEHOLDER}`
    return { swaps, tokens, to: to.address, gasPrice, held, native, needed, slippage }
  }
  type Terms = NonNullable<Awaited<ReturnType<typeof terms>>>
  const request = (
    order: PayOrder,
    address: string,
    found: Terms,
    from: string,
    maxIn: bigint,
  ) => ({
    from,
    to: found.to,
    userAddress: `${order.caipNetworkId}:${address}`,
    slippage: found.slippage,
    gasPrice: found.gasPrice,
    needed: found.needed,
    maxIn,
  })
  /** What may be sold of `from`: the coin less the fees, a token all of it. */
  const maxInOf = (found: Terms, from: string, held: bigint) =>
    from === found.native ? held - found.gasPrice * FEE_GAS : held
  return {
    async coinFor(account, order, balance) {
      const needed = order.units - balance
      if (!order.token) {
        const gasPrice = await (await app.chainClients.get(network)).getGasPrice()
        return needed + gasPrice * FEE_GAS
      }
      const found = await terms(order, account.address, needed, PURCHASE_MAX_IN)
      if (!found) return null
      const ask = request(order, account.address, found, found.native, PURCHASE_MAX_IN)
      const planned = await quoteAtLeast(found.swaps, ask)
      return planned && planned.request.amount + found.gasPrice * FEE_GAS
    },
    async planSwap(account, order, balance) {
      const found = await terms(order, account.address, order.units - balance).catch(() => null)
      if (!found || found.held <= found.gasPrice * FEE_GAS) return []
      const balances = await found.swaps
        .getBalances(account.address, order.caipNetworkId)
        .catch((): Record<string, bigint> => ({}))
      // A token sold needs the coin for its approval, the swap and the payment.
      const approvable = found.held >= found.gasPrice * (FEE_GAS + APPROVE_GAS)
      // The coin first, then each listed token held, the order's own aside.
      const sources = [
        { ...network.nativeCurrency, address: found.native },
        ...found.tokens.filter((t) => !same(t.address, found.to) && !same(t.address, found.native)),
      ].flatMap((token) => {
        const native = token.address === found.native
        const held = native ? found.held : heldOf(balances, token.address)
        return held > 0n && (native || approvable) ? [{ ...token, held }] : []
      })
      const offers = await Promise.all(
        sources.map(async (source): Promise<PaySwapOffer | null> => {
          const maxIn = maxInOf(found, source.address, source.held)
          const ask = request(order, account.address, found, source.address, maxIn)
          const planned = await quoteAtLeast(found.swaps, ask).catch(() => null)
          if (!planned) return null
          const { symbol, decimals, held } = source
          const amountIn = planned.request.amount
          return { from: source.address, symbol, decimals, held, amountIn, needed: found.needed }
        }),
      )
      return offers.filter((offer) => offer !== null)
    },
    async swap(account, order, offer) {
      const found = await terms(order, account.address, offer.needed)
      const swapAccount = swapAccountOf(current())
      if (!found || !swapAccount || swapAccount.address !== account.address)
        throw new Error('This swap cannot be made from the connected wallet.')
      const { swaps, tokens, to, needed, gasPrice, slippage } = found
      const held =
        offer.from === found.native
          ? found.held
          : heldOf(await swaps.getBalances(account.address, order.caipNetworkId), offer.from)
      const maxIn = maxInOf(found, offer.from, held)
      await swapAtLeast(swaps, {
        account: swapAccount,
        tokens,
        from: offer.from,
        to,
        needed,
        maxIn,
        gasPrice,
        slippage,
      })
    },
  }
}
