import type { SwapQuote, SwapToken, SwapTx } from '@porthole/shared-protocol/dataApi'
import type { SwapServices } from '../SwapServices.ts'

export type SwapAccount = {
  address: string
  /** CAIP-2: `eip155:<chain id>`. */
  caipNetworkId: string
  /** An embedded wallet: Confirm swap is its only approval (decision 0070). */
  confirmsInModal: boolean
}

/** Why a swap stopped; the view says it in words. */
export type SwapFailure =
  | 'unsupported'
  | 'gasPriceUnsupported'
  | 'loadFailed'
  | 'approveRejected'
  | 'approveFailed'
  | 'buildFailed'
  | 'swapRejected'
  | 'reverted'
  | 'timeout'

export type SwapContext = {
  services: SwapServices
  account: SwapAccount | null
  tokens: SwapToken[]
  balances: Record<string, bigint>
  /** The network's gas price (wei) the quotes' network fee is priced at. */
  gasPrice: bigint | null
  from: string
  to: string
  amount: string
  slippage: number
  quote: SwapQuote | null
  /** The approval was sent during this swap. */
  approved: boolean
  /** The swap transaction as built, until it is sent. */
  tx: SwapTx | null
  hash: string | null
  failure: SwapFailure | null
}

export type SwapField = 'from' | 'to' | 'amount' | 'slippage'

export type SwapEvent =
  | { type: 'START'; account: SwapAccount | null }
  | { type: 'SET'; field: SwapField; value: string }
  | { type: 'FLIP' }
  | { type: 'SWAP' }
  | { type: 'CONFIRM' }
  | { type: 'EDIT' }
  | { type: 'RETRY' }
