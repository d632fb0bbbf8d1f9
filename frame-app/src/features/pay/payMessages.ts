/** The Pay view's strings, in the Pay chunk (not in the first paint's `en`): `usePayT`. */
export const payMessages = {
  amount: 'Amount',
  to: 'To',
  network: 'Network',
  loading: 'Checking your balance',
  balance: 'Your balance: {amount} {symbol}',
  switchFirst: 'Your wallet switches to {network} first.',
  pay: 'Pay {amount} {symbol}',
  insufficient:
    'Not enough {symbol} on {network} to pay this order: you hold {amount} {symbol}. Add funds to this wallet or connect another one.',
  ways: 'Ways to pay on {network}',
  'way.held': 'You hold {amount}',
  'way.short': 'Not enough',
  'way.swap': 'Swap about {amount} {symbol}',
  'way.card': 'Card',
  'way.buy': 'Buy about {amount} for {fiat}',
  buyNote:
    "{provider}'s checkout opens in a new window. Once the {symbol} arrives, the payment goes on by itself; what is left stays in your wallet.",
  buyWithCard: 'Buy with card',
  cancelPurchase: 'Cancel purchase',
  swapNote: 'Your wallet asks twice: for the swap, then for the payment.',
  swapNoteApprove:
    'Your wallet asks up to three times: to let the exchange use your {symbol}, for the swap, then for the payment.',
  swapAndPay: 'Swap and pay {amount} {symbol}',
  'step.walletPay': 'Approve the payment in your wallet.',
  'step.buying':
    'Waiting for your {amount} {symbol} from {provider}. Finish the purchase in its window.',
  'step.bought': 'Your purchase arrived. Preparing the payment',
  'step.switching': 'Switching your wallet to {network}',
  'step.swapping': 'Swapping {amount} {from} for {symbol}. Approve it in your wallet if it asks.',
  'step.sending': 'Sending the payment. Approve it in your wallet if it asks.',
  'step.confirming': 'Waiting for {network} to confirm the payment',
  'step.recording': 'Recording the payment',
  'failed.load': 'Your balance could not be read.',
  'failed.walletPay':
    'Your wallet did not confirm the payment. Try again asks it again: it does not pay twice.',
  'failed.buy':
    '{provider} says the purchase did not go through, so nothing was bought and the order is not paid.',
  'failed.buyCancelled': 'The purchase was cancelled. Nothing was paid: the order is still open.',
  'failed.swap': 'The swap could not be made. Nothing was paid.',
  'failed.send': 'The payment could not be sent.',
  'failed.reverted': 'The payment failed on the network: only the network fee was spent.',
  'failed.pending': 'The payment was sent but is not confirmed yet.',
  retry: 'Try again',
} as const
export type PayMessageKey = keyof typeof payMessages
