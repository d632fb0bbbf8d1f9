import type { OnrampQuote } from '@porthole/shared-protocol/dataApi'
import type { QuoteBody } from './schemas.ts'

/**
 * SPEC §8: the quote answered when the provider fails — the amount echoed in every fee
 * field and id 'mocked-quote-id'. `fallback: true` tells the UI to call it an estimate.
 */
export function fallbackQuote(
  body: Pick<QuoteBody, 'amount' | 'paymentCurrency' | 'purchaseCurrency'>,
): OnrampQuote {
  const fiat = { amount: body.amount, currency: body.paymentCurrency }
  return {
    coinbaseFee: fiat,
    networkFee: fiat,
    paymentSubtotal: fiat,
    paymentTotal: fiat,
    purchaseAmount: { amount: body.amount, currency: body.purchaseCurrency },
    quoteId: 'mocked-quote-id',
    fallback: true,
  }
}
