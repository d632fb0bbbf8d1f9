/** The order being paid, as the api keeps it, with what the view shows of its network. */
export type PayOrder = {
  orderId: string
  recipient: string
  /** In the asset's own units, as the host gave it (`'1.25'`). */
  amount: string
  /** CAIP-19. */
  asset: string
  caipNetworkId: string
  networkName: string
  /** The ERC-20's contract; undefined for the native coin. */
  token: string | undefined
  symbol: string
  decimals: number
  /** `amount` in the asset's smallest unit. */
  units: bigint
}

/** The connected EVM account the payment goes from. */
export type PayAccount = {
  address: string
  caipNetworkId: string
}

/** A swap that brings what the account lacks of the order's asset, from the coin or a token. */
export type PaySwapOffer = {
  /** What is sold, as a CAIP-10 id (the coin under the 0xEeee… placeholder). */
  from: string
  symbol: string
  decimals: number
  /** The account's balance of it. */
  held: bigint
  /** About what is sold (the quote when the view was shown; the swap asks again). */
  amountIn: bigint
  /** What the account lacks of the order's asset, in its smallest unit. */
  needed: bigint
}

/**
 * Buy with card (decision 0280): the network's coin bought through the on-ramp, enough for the
 * payment (through a swap for a token order) and its network fees, then paid.
 */
export type PayBuyOffer = {
  /** The coin bought. */
  symbol: string
  decimals: number
  /** About what the purchase delivers, in the coin's smallest unit (the provider's quote). */
  amount: bigint
  /** What the card pays, the provider's fees included. */
  fiat: { amount: string; currency: string }
  provider: string
  /** The provider's checkout, with a single-use session for this purchase. */
  url: string
  /** The network's chain id and the purchases listed before this one (so it is told apart). */
  chainId: number
  seen: string[]
}
