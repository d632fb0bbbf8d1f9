/**
 * OnRamp's strings, in the OnRamp chunk (not in the first paint's `en`, which keeps only the
 * view's title `onramp.title`, shown in the header before this chunk loads): `useOnrampT`.
 */
export const onrampMessages = {
  loading: 'Loading purchase options',
  optionsFailed: 'The purchase options could not be loaded.',
  retry: 'Try again',
  needsAccount: 'Connect a wallet to buy crypto into it.',
  connect: 'Connect a wallet',
  providersHeading: 'Providers',
  'provider.coinbase': 'Coinbase',
  'provider.detail': 'Card, bank account',
  defaultOptions:
    'The provider could not be reached, so these are default options. Prices will be estimates.',
  asset: 'Buy',
  currency: 'Pay in',
  method: 'Payment method',
  amount: 'Amount',
  limits: '{method}: {min} to {max} {currency}',
  'method.card': 'Card',
  'method.bank': 'Bank account',
  'method.other': 'Other',
  'amount.missing': 'Enter an amount.',
  'amount.invalid': 'Enter an amount such as 50 or 50.00.',
  'amount.noMethod': 'This payment method is not available in {currency}.',
  'amount.tooLow': 'The minimum by {method} is {min} {currency}.',
  'amount.tooHigh': 'The maximum by {method} is {max} {currency}.',
  getQuote: 'Get quote',
  quoting: 'Getting a quote',
  quoteFailed: 'The quote could not be loaded.',
  change: 'Change amount',
  quoteHeading: 'Quote',
  estimate: 'Estimate',
  estimateDetail:
    'The provider did not answer: this is an estimate, not a quote. Fees are not known yet.',
  youGet: 'You get',
  youPay: 'You pay',
  subtotal: 'Subtotal',
  providerFee: 'Provider fee',
  networkFee: 'Network fee',
  continue: 'Continue with {name}',
  preparing: 'Preparing the checkout',
  unavailable: 'The provider is unavailable right now, so the purchase cannot start.',
  waitingHeading: 'Complete the purchase in the {name} window',
  waiting: 'Waiting for {amount} {symbol} to arrive in your wallet.',
  waitingUnwatched:
    'This network cannot be watched from here: check your wallet once the purchase is done.',
  cancel: 'Cancel',
  successHeading: 'Purchase complete',
  success: '{amount} {symbol} arrived in your wallet.',
  done: 'Done',
  failedHeading: 'The purchase did not go through',
  failed:
    '{name} says the purchase of {amount} {symbol} failed, so nothing was sent to your wallet. Try again, or pick another amount or payment method.',
}

export type OnrampMessageKey = keyof typeof onrampMessages
