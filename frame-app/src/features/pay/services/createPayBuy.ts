import type { Network } from '@porthole/shared-protocol'
import type { OnrampOptions } from '@porthole/shared-protocol/dataApi'
import { parseUnits } from 'viem'
import type { FrameCore } from '../../../core/FrameCore.ts'
import { isViewEnabled } from '../../../core/views/isViewEnabled.ts'
import { purchaseKey, readPurchases } from '../../onramp/chunk.ts'
import type { PayServices } from '../machine/PayServices.ts'
import type { CoinFor } from './createPaySwap.ts'

/** The provider the api speaks (decision 0105). */
const PROVIDER = 'Coinbase'
/** Bought past what the plan needs (per cent): the pool and the gas price move meanwhile. */
const MARGIN = 110n
/** Quotes asked at most to find the card amount that buys enough. */
const ATTEMPTS = 3
const POLL_MS = 2000
/** Coinbase Onramp: a session token is valid for 5 minutes. */
const SESSION_TTL_MS = 300_000

/** The provider says the purchase failed (a declined card): nothing was bought. */
export class PurchaseFailedError extends Error {
  override name = 'PurchaseFailedError'
}

const cents = (amount: string) => BigInt(Math.round(Number(amount) * 100))
const money = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`

/** The network's coin as the provider sells it there (listed without a contract), or null. */
function coinOn(options: OnrampOptions, chainId: number) {
  for (const currency of options.purchaseCurrencies) {
    const network = currency.networks.find(
      (n) => n.chain_id === chainId && /^(0x0{40})?$/i.test(n.contract_address),
    )
    if (network) return { currency, network }
  }
  return null
}

/**
 * Buy with card (decision 0280): the pay machine's `planBuy` and `awaitPurchase` over the api's
 * on-ramp routes. The plan buys the network's coin, enough for the order (`coinFor`: a swap's
 * amount for a token, with the fees) and a margin, by card in the provider's first payment
 * currency, at least its minimum; the checkout URL is prepared so the view opens it in the
 * click. The purchase is told apart from earlier ones by the account's history.
 */
export function createPayBuy(
  app: Pick<FrameCore, 'api' | 'views' | 'settings' | 'options'>,
  network: Network,
  coinFor: CoinFor,
): Pick<PayServices, 'planBuy' | 'awaitPurchase' | 'buyTtlMs'> {
  return {
    buyTtlMs: app.options.onrampQuoteTtlMs ?? SESSION_TTL_MS,
    async planBuy(account, order, balance) {
      const { api } = app
      if (!api || !isViewEnabled(app, 'OnRamp')) return null
      const chainId = Number(order.caipNetworkId.split(':')[1])
      const [options, wanted] = await Promise.all([
        api.getOnrampOptions(),
        coinFor(account, order, balance).catch(() => null),
      ])
      const sold = coinOn(options, chainId)
      const payment = options.paymentCurrencies[0]
      const limit =
        payment?.payment_method_limits.find((l) => l.id === 'CARD') ??
        payment?.payment_method_limits[0]
      if (options.fallback || !sold || !payment || !limit || wanted === null) return null
      const { decimals, symbol } = network.nativeCurrency
      const target = (wanted * MARGIN) / 100n
      const ask = (fiat: bigint) =>
        api.getOnrampQuote({
          purchaseCurrency: sold.currency.id,
          paymentCurrency: payment.id,
          amount: money(fiat),
          network: sold.network.name,
          paymentMethod: limit.id,
        })
      let fiat = cents(limit.min)
      for (let attempt = 0; attempt < ATTEMPTS && fiat <= cents(limit.max); attempt += 1) {
        const quote = await ask(fiat)
        const amount = parseUnits(quote.purchaseAmount.amount, decimals)
        if (quote.fallback) return null
        if (amount >= target) {
          const seen = await readPurchases(api, account.address, chainId)
          const url = await api.generateOnrampUrl({
            destinationWallets: [
              {
                address: account.address,
                blockchains: [sold.network.name],
                assets: [sold.currency.id],
              },
            ],
            defaultNetwork: sold.network.name,
            defaultAsset: sold.currency.id,
            partnerUserId: account.address,
            defaultExperience: 'buy',
            presetFiatAmount: money(fiat),
            fiatCurrency: payment.id,
            defaultPaymentMethod: limit.id,
            quoteId: quote.quoteId,
          })
          const fiatPaid = { amount: quote.paymentTotal.amount, currency: payment.id }
          return {
            symbol,
            decimals,
            amount,
            fiat: fiatPaid,
            provider: PROVIDER,
            url,
            chainId,
            seen: seen.map(purchaseKey),
          }
        }
        // The fees are partly fixed: scaling from the minimum buys a little more than needed.
        fiat = amount > 0n ? (fiat * target) / amount + 1n : fiat * 10n
      }
      return null
    },
    async awaitPurchase(account, buy, signal) {
      const seen = new Set(buy.seen)
      const poll = app.options.onrampPollIntervalMs ?? POLL_MS
      while (!signal.aborted) {
        await new Promise((wait) => setTimeout(wait, poll))
        const purchases = app.api
          ? await readPurchases(app.api, account.address, buy.chainId).catch(() => [])
          : []
        const fresh = purchases.filter((p) => !seen.has(purchaseKey(p)))
        if (fresh.some((p) => p.status === 'confirmed' && p.hash)) return
        if (fresh.some((p) => p.status === 'failed'))
          throw new PurchaseFailedError(`${buy.provider} says the purchase failed.`)
      }
    },
  }
}
