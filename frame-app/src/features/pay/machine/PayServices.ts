import type { PayResult } from '@porthole/shared-protocol'
import type { PayAccount, PayBuyOffer, PayOrder, PaySwapOffer } from './PayOrder.ts'

/** What the pay machine asks of the frame: the account, the chain, the wallet and the api. */
export type PayServices = {
  /** The connected EVM account, or null. */
  account(): PayAccount | null
  /** The account's balance of the order's asset on its network, in the smallest unit. */
  loadBalance(account: PayAccount, order: PayOrder): Promise<bigint>
  /**
   * The swaps that would bring what `balance` lacks of the order's asset, one per source the
   * account holds with a route (the native coin first); none when swaps are off or not served,
   * for a native order, or without the coin for the fees.
   */
  planSwap(account: PayAccount, order: PayOrder, balance: bigint): Promise<PaySwapOffer[]>
  /** Make that swap, quoted again; resolves once it is mined (a refusal is 4001). */
  swap(account: PayAccount, order: PayOrder, offer: PaySwapOffer): Promise<void>
  /**
   * A purchase of the network's coin through the on-ramp that covers the order (through a swap
   * for a token) and its fees, with its checkout prepared; null when the on-ramp is off, does
   * not sell the coin there, or the amount is outside its limits.
   */
  planBuy(account: PayAccount, order: PayOrder, balance: bigint): Promise<PayBuyOffer | null>
  /**
   * Resolves once the provider lists that purchase as delivered; rejects with
   * `PurchaseFailedError` when it says the purchase failed. Polls until `signal` aborts.
   */
  awaitPurchase(account: PayAccount, buy: PayBuyOffer, signal: AbortSignal): Promise<void>
  /** How long a prepared checkout lives: a Buy with card shown that long is prepared again. */
  buyTtlMs: number
  /**
   * CAIP-358 `wallet_pay` to a wallet that took the method: the transaction hash, or null when
   * the wallet says it cannot (the Pay view then takes the payment). A refusal is 4001.
   */
  walletPay(order: PayOrder): Promise<string | null>
  /** Move the wallet to the order's network. */
  switchNetwork(caipNetworkId: string): Promise<void>
  /** Ask the wallet to send the transfer; resolves with the transaction hash. */
  send(account: PayAccount, order: PayOrder): Promise<string>
  /** Wait for the transaction's receipt (SPEC §9's receipt timeout). */
  confirm(order: PayOrder, hash: string): Promise<'success' | 'reverted' | 'timeout'>
  /** Record the transaction with the api, which checks it on the chain; the host's result. */
  record(hash: string): Promise<PayResult>
}
