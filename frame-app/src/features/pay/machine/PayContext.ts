import type { PayResult } from '@porthole/shared-protocol'
import type { PayServices } from './PayServices.ts'

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
  /** An embedded wallet: the Pay button is its only approval (decision 0070). */
  confirmsInModal: boolean
}

/** What went wrong, and where Try again goes back to. */
export type PayFailure = 'load' | 'send' | 'reverted' | 'pending' | 'record'

export type PayContext = {
  services: PayServices
  order: PayOrder
  account: PayAccount | null
  /** The account's balance of the asset, in its smallest unit, once read. */
  balance: bigint | null
  hash: string | null
  result: PayResult | null
  failure: PayFailure | null
}

export type PayEvent = { type: 'PAY' } | { type: 'RETRY' }
