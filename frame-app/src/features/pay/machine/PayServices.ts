import type { PayResult } from '@porthole/shared-protocol'
import type { PayAccount, PayOrder, PaySwapOffer } from './PayOrder.ts'

/** What the pay machine asks of the frame: the account, the chain, the wallet and the api. */
export type PayServices = {
  /** The connected EVM account, or null. */
  account(): PayAccount | null
  /** The account's balance of the order's asset on its network, in the smallest unit. */
  loadBalance(account: PayAccount, order: PayOrder): Promise<bigint>
  /**
   * A swap of the native coin that brings what `balance` lacks of the order's asset, or null
   * (swaps off or not served, a native order, too little coin).
   */
  planSwap(account: PayAccount, order: PayOrder, balance: bigint): Promise<PaySwapOffer | null>
  /** Make that swap, quoted again; resolves once it is mined (a refusal is 4001). */
  swap(account: PayAccount, order: PayOrder, offer: PaySwapOffer): Promise<void>
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
