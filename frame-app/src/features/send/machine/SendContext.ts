import type { SendAsset } from '../SendAsset.ts'
import type { FeeChoice, FeeSpeed, SendAccount, SendPrices, SendServices } from '../SendServices.ts'

/** SPEC §3 send state, plus what the flow needs around it. */
export type SendContext = {
  services: SendServices
  account: SendAccount | null
  token: SendAsset | null
  sendTokenAmount: string
  /** What the user typed: an address or a name. */
  receiverInput: string
  /** The address to send to ('' while there is none). */
  receiverAddress: string
  receiverProfileName: string | null
  receiverProfileImageUrl: string | null
  /** The native coin's balance in USD (it pays the fee). */
  networkBalanceInUSD: number | null
  tokenBalances: SendAsset[]
  /** Whether the balances are still loading or could not be read. */
  balancesStatus: 'loading' | 'ready' | 'failed'
  loading: boolean
  /** The preview's fresh prices (SPEC §7 fungible prices), null until known. */
  prices: SendPrices | null
  /** The network fee estimate (native smallest unit), null until known. */
  fee: bigint | null
  /** The network's fee choices for this send (Bitcoin), null where it has none or until read. */
  feeChoices: FeeChoice[] | null
  /** The chosen fee choice ('normal' until the user picks another). */
  feeSpeed: FeeSpeed
  hash: string | null
  /** Why the last attempt stopped. */
  outcome: 'rejected' | 'disconnected' | 'failed' | 'reverted' | null
  /** The wallet's or chain's words for a failed send (shortened), null when none. */
  failureReason: string | null
}

export type SendEvent =
  | { type: 'START'; account: SendAccount | null }
  /** SPEC §4: a disconnect empties the form and forgets the account. */
  | { type: 'RESET' }
  | { type: 'BALANCES'; tokenBalances: SendAsset[]; status: SendContext['balancesStatus'] }
  | { type: 'SELECT_TOKEN'; token: SendAsset }
  | { type: 'SET_AMOUNT'; value: string }
  | { type: 'MAX' }
  | { type: 'SET_RECEIVER'; value: string }
  | { type: 'REVIEW' }
  | { type: 'EDIT' }
  | { type: 'CONFIRM' }
  | { type: 'SET_FEE_SPEED'; speed: FeeSpeed }
  | { type: 'RETRY' }
  | { type: 'DONE' }
