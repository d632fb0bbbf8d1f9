import type { PayResult } from '@porthole/shared-protocol'
import type { PayAccount, PayOrder } from './PayOrder.ts'
import type { PayServices } from './PayServices.ts'

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
