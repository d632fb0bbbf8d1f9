/**
 * The Swap view's strings, in the Swap chunk (not in the first paint's `en`); `{param}` slots
 * are filled by `translateSwap`.
 */
export const swapMessages = {
  needsAccount: 'Connect a wallet to swap tokens.',
  connect: 'Connect a wallet',
  loading: 'Loading tokens',
  unsupported: 'Network not supported for Swaps. Switch to another network to swap.',
  loadFailed: 'The tokens could not be loaded.',
  retry: 'Try again',
  from: 'You pay',
  to: 'You receive',
  fromToken: 'Token to pay',
  toToken: 'Token to receive',
  balance: 'Balance: {amount} {symbol}',
  flip: 'Swap the two tokens',
  'problem.sameToken': 'Pick two different tokens.',
  'problem.invalid': 'Enter an amount such as 1 or 0.5, with at most {decimals} decimals.',
  'problem.insufficient': 'Insufficient {symbol} balance.',
  quoting: 'Getting the best price',
  quoteFailed: 'No quote for this pair and amount right now.',
  quoteHeading: 'Quote',
  rate: 'Rate',
  rateValue: '1 {from} = {rate} {to}',
  route: 'Route',
  priceImpact: 'Price impact',
  priceImpactHigh: 'High price impact: you get {impact} % less than the market price.',
  poolFee: 'Pool fee',
  minimumReceived: 'Minimum received',
  networkFee: 'Network fee',
  slippage: 'Slippage tolerance (%)',
  slippageHint: 'The swap reverts if the price moves more than this before it lands.',
  swap: 'Swap',
  reviewHeading: 'Review swap',
  reviewPay: 'You pay {amount}',
  reviewReceive: 'You receive about {amount}',
  reviewNote: 'Quotes refresh every 15 seconds. You confirm each transaction in your wallet.',
  confirm: 'Confirm swap',
  edit: 'Edit',
  'step.checkingAllowance': 'Checking the approval',
  'step.approving': 'Approve {symbol} in your wallet',
  'step.building': 'Preparing the swap',
  'step.sending': 'Confirm the swap in your wallet',
  'step.pending': 'Swapping, waiting for the transaction',
  approveDetail: 'A one-time approval lets the exchange spend your {symbol}.',
  successHeading: 'Swap complete',
  success: 'You swapped {from} {fromSymbol} for {to} {toSymbol}.',
  done: 'Back to account',
  failedHeading: 'Swap failed',
  'failed.approveRejected': 'You declined the approval, so nothing was swapped.',
  'failed.approveFailed': 'The approval did not go through, so nothing was swapped.',
  'failed.buildFailed': 'The swap could not be prepared. Check the amount and your balance.',
  'failed.swapRejected': 'You declined the swap, so nothing was swapped.',
  'failed.reverted':
    'The price moved more than your slippage tolerance allows, so the swap was reverted. Your tokens were not swapped; only the network fee was spent.',
  'failed.timeout':
    'The transaction was not confirmed in time. Check Activity before trying again.',
} as const

export type SwapMessageKey = keyof typeof swapMessages

/** A swap string with its `{param}` slots filled (missing params stay visible). */
export function translateSwap(key: SwapMessageKey, params?: Record<string, string>): string {
  return swapMessages[key].replace(/\{(\w+)\}/g, (slot, name: string) => params?.[name] ?? slot)
}
