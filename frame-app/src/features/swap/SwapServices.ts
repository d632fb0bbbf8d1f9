import type { HistoryItem, SwapQuote, SwapToken, SwapTx } from '@porthole/shared-protocol/dataApi'

export type SwapQuoteRequest = {
  amount: bigint
  from: string
  to: string
  userAddress: string
  slippage: number
  /** The network's gas price (wei) for the quote's network fee; the api reads its own without. */
  gasPrice: bigint | null
}

/** What the swap flow needs: the api's convert routes, balances and the connected wallet. */
export type SwapServices = {
  getTokens(chainId: string): Promise<SwapToken[]>
  /** SPEC §7 `GET /v1/convert/gas-price`: the network's standard gas price in wei. */
  getGasPrice(chainId: string): Promise<bigint>
  /** Balances by CAIP-10 token (the native coin under the 0xEeee… placeholder), fresh. */
  getBalances(address: string, chainId: string): Promise<Record<string, bigint>>
  getQuote(request: SwapQuoteRequest): Promise<SwapQuote>
  getAllowance(token: string, userAddress: string): Promise<bigint>
  /**
   * The router's allowance for `from`: unlimited where the wallet shows its own prompt; only
   * `amount` for an embedded wallet, whose approval is the swap's own Confirm (decision 0070).
   */
  buildApprove(request: {
    from: string
    to: string
    userAddress: string
    amount: bigint
  }): Promise<SwapTx>
  buildSwap(request: SwapQuoteRequest): Promise<SwapTx>
  /** Sends through the connected wallet; resolves to the hash (rejections are 4001). */
  send(tx: SwapTx): Promise<string>
  waitForReceipt(hash: string): Promise<'success' | 'reverted' | 'timeout'>
  /**
   * The swap as sent from this frame, beside the sent transfers: Activity lists it at once, and
   * once it is confirmed the snackbar says what was swapped with its explorer link.
   */
  recordSwap(item: HistoryItem): void
  /** The chain's verdict on a recorded swap. */
  settleSwap(hash: string, status: 'confirmed' | 'failed'): void
  /** A confirmed swap ends on Account's Tokens, under the snackbar, as a send does. */
  returnToAccount(): void
  /** After this long a quote is fetched again. */
  quoteTtlMs: number
  /** Typing pause before a quote is asked. */
  debounceMs: number
}
