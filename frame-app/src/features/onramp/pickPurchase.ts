import type { OnrampOptions } from '@porthole/shared-protocol/dataApi'

export type PurchaseNetwork = OnrampOptions['purchaseCurrencies'][number]['networks'][number]

/** The network to buy `currencyId` on: the one of the wallet's chain, else its first. */
export function networkFor(
  options: OnrampOptions,
  currencyId: string,
  chainId: number | null,
): PurchaseNetwork | null {
  const networks = options.purchaseCurrencies.find((c) => c.id === currencyId)?.networks ?? []
  return networks.find((n) => n.chain_id === chainId) ?? networks[0] ?? null
}

/**
 * The first choices of the amount step: an asset sold on the wallet's chain if there is one,
 * the first payment currency and its first payment method.
 */
export function pickPurchase(options: OnrampOptions, chainId: number | null) {
  const onChain = options.purchaseCurrencies.find((c) =>
    c.networks.some((n) => n.chain_id === chainId),
  )
  const currency = onChain ?? options.purchaseCurrencies[0]
  const payment = options.paymentCurrencies[0]
  return {
    purchaseCurrency: currency?.id ?? '',
    paymentCurrency: payment?.id ?? '',
    paymentMethod: payment?.payment_method_limits[0]?.id ?? '',
  }
}
