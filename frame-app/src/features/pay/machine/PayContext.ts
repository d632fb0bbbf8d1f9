import type { PayResult } from '@porthole/shared-protocol'
import type { PayAccount, PayBuyOffer, PayOrder, PaySwapOffer } from './PayOrder.ts'
import type { PayServices } from './PayServices.ts'

/** What went wrong, and where Try again goes back to. */
export type PayFailure =
  | 'load'
  | 'walletPay'
  | 'buy'
  | 'buyCancelled'
  | 'swap'
  | 'send'
  | 'reverted'
  | 'pending'
  | 'record'

export type PayContext = {
  services: PayServices
  order: PayOrder
  /** The wallet takes CAIP-358 `wallet_pay`: asked first, the view being the fallback. */
  direct: boolean
  account: PayAccount | null
  /** The account's balance of the asset, in its smallest unit, once read. */
  balance: bigint | null
  /** When the balance is short: the swaps that would make it up, one per source held. */
  offers: PaySwapOffer[]
  /** The one chosen (the first until the visitor picks another). */
  offer: PaySwapOffer | null
  /** When nothing held can pay: the purchase of the network's coin that would (Buy with card). */
  buy: PayBuyOffer | null
  /** That purchase arrived: the payment goes on by itself (a swap first for a token order). */
  bought: boolean
  /** The visitor chose to swap first: the wallet's network, then the swap, then the payment. */
  swapFirst: boolean
  hash: string | null
  result: PayResult | null
  failure: PayFailure | null
}

export type PayEvent =
  | { type: 'PAY' }
  | { type: 'SWAP_AND_PAY' }
  /** Pick the swap from `from` (a CAIP-10 id among the offers). */
  | { type: 'CHOOSE'; from: string }
  | { type: 'BUY' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
