import type { OnrampOptions, OnrampQuote } from '@porthole/shared-protocol/dataApi'
import type { Log } from '../AppEnv.ts'
import { OnrampNotConfiguredError, OnrampProviderError } from '../errors.ts'
import type { OnrampClient } from '../sources/onramp/createCoinbaseOnrampClient.ts'
import { fallbackOptions } from './fallbackOptions.ts'
import { fallbackQuote } from './fallbackQuote.ts'
import type { OnrampUrlBody, QuoteBody } from './schemas.ts'

type Deps = { onramp: OnrampClient | undefined; log: Log }

const providerFailed = (log: Log, what: string, error: unknown) => {
  if (!(error instanceof OnrampProviderError)) throw error
  log({ level: 'warn', msg: `onramp ${what} fell back`, error: error.shortMessage })
}

/** The provider's buy options in SPEC §3's shape, or SPEC §8's defaults when it fails. */
export async function onrampOptions(
  deps: Deps,
  query: { country: string; subdivision?: string | undefined },
): Promise<OnrampOptions> {
  if (!deps.onramp) return fallbackOptions
  try {
    const options = await deps.onramp.buyOptions({
      country: query.country,
      ...(query.subdivision ? { subdivision: query.subdivision } : {}),
    })
    return {
      purchaseCurrencies: options.purchaseCurrencies.map((currency) => ({
        id: currency.id,
        name: currency.name,
        symbol: currency.symbol,
        networks: currency.networks.map((network) => ({
          name: network.name,
          display_name: network.displayName,
          chain_id: network.chainId,
          contract_address: network.contractAddress,
        })),
      })),
      paymentCurrencies: options.paymentCurrencies.map((currency) => ({
        id: currency.id,
        payment_method_limits: currency.limits,
      })),
      fallback: false,
    }
  } catch (error) {
    providerFailed(deps.log, 'options', error)
    return fallbackOptions
  }
}

/** The provider's quote in SPEC §3's shape, or SPEC §8's labelled estimate when it fails. */
export async function onrampQuote(deps: Deps, body: QuoteBody): Promise<OnrampQuote> {
  if (!deps.onramp) return fallbackQuote(body)
  try {
    const quote = await deps.onramp.buyQuote({
      purchaseCurrency: body.purchaseCurrency,
      purchaseNetwork: body.network,
      paymentAmount: body.amount,
      paymentCurrency: body.paymentCurrency,
      paymentMethod: body.paymentMethod,
      country: body.country,
      ...(body.subdivision ? { subdivision: body.subdivision } : {}),
    })
    const money = (m: { value: string; currency: string }) => ({
      amount: m.value,
      currency: m.currency,
    })
    return {
      coinbaseFee: money(quote.coinbaseFee),
      networkFee: money(quote.networkFee),
      paymentSubtotal: money(quote.paymentSubtotal),
      paymentTotal: money(quote.paymentTotal),
      purchaseAmount: money(quote.purchaseAmount),
      quoteId: quote.quoteId,
      fallback: false,
    }
  } catch (error) {
    providerFailed(deps.log, 'quote', error)
    return fallbackQuote(body)
  }
}

/**
 * The provider's widget URL for `body`, opened with a fresh session token. There is no
 * fallback: without the provider the purchase cannot happen (502, or 503 when unconfigured).
 */
export async function onrampUrl(
  deps: Deps,
  body: OnrampUrlBody,
  clientIp: string,
): Promise<string> {
  if (!deps.onramp) throw new OnrampNotConfiguredError()
  const token = await deps.onramp.sessionToken({
    addresses: body.destinationWallets.map((wallet) => ({
      address: wallet.address,
      blockchains: wallet.blockchains,
    })),
    ...(body.destinationWallets.some((wallet) => wallet.assets)
      ? { assets: [...new Set(body.destinationWallets.flatMap((wallet) => wallet.assets ?? []))] }
      : {}),
    clientIp,
  })
  const params = new URLSearchParams({ sessionToken: token })
  const optional: [string, string | undefined][] = [
    ['defaultNetwork', body.defaultNetwork],
    ['defaultAsset', body.defaultAsset],
    ['defaultExperience', body.defaultExperience],
    ['partnerUserId', body.partnerUserId],
    ['presetCryptoAmount', body.presetCryptoAmount],
    ['presetFiatAmount', body.presetFiatAmount],
    ['fiatCurrency', body.fiatCurrency],
    ['defaultPaymentMethod', body.defaultPaymentMethod],
    ['quoteId', body.quoteId],
  ]
  for (const [key, value] of optional) if (value !== undefined) params.set(key, value)
  return `${deps.onramp.widgetUrl}/buy/select-asset?${params}`
}
