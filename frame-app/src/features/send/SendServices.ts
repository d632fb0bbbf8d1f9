import type { CaipNetworkId, Namespace } from '@porthole/shared-protocol'
import type { SendAsset } from './SendAsset.ts'

/** The connected account a send goes from. */
export type SendAccount = {
  address: string
  caipNetworkId: CaipNetworkId
  namespace: Namespace
  /** The connected wallet's name (the approval step names it). */
  walletName: string
  /** An embedded wallet: Send's preview is its only approval (decision 0070). */
  confirmsInModal: boolean
  native: { symbol: string; decimals: number }
}

/** How soon a Bitcoin send should confirm: about a day, about an hour, the next block. */
export type FeeSpeed = 'slow' | 'normal' | 'fast'

/** One fee choice: its rate (sat/vB) and the fee it makes for this send (smallest unit). */
export type FeeChoice = { speed: FeeSpeed; rate: number; fee: bigint }

/**
 * One transfer: `amount` of `token` (smallest unit) from the account to `to`; `feeSpeed` on a
 * network that offers fee choices (Bitcoin; 'normal' when absent).
 */
export type TransferRequest = {
  account: SendAccount
  token: SendAsset
  amount: bigint
  to: string
  feeSpeed?: FeeSpeed
}

export type ReceiverProfile = { address: string; name: string; avatar: string | null }

/** Fresh USD prices for the preview: of the token sent and of the native coin (the fee). */
export type SendPrices = { token: number | null; native: number | null }

/** What the send machine asks of the frame: chain, wallet, name service, navigation. */
export type SendServices = {
  /** SPEC §7 fungible prices of the token and the native coin; nulls where none is known. */
  getPrices(account: SendAccount, token: SendAsset): Promise<SendPrices>
  /** The network fee in the native coin's smallest unit. */
  estimateFee(request: TransferRequest): Promise<bigint>
  /** Slow, normal and fast fees for this send where the network offers a choice, else null. */
  feeChoices(request: TransferRequest): Promise<FeeChoice[] | null>
  /** Ask the wallet to sign and send; resolves with the transaction hash (or signature). */
  submit(request: TransferRequest): Promise<string>
  /** Wait for the transaction to land, up to SPEC §9's receipt timeout. */
  confirm(request: TransferRequest, hash: string): Promise<'success' | 'reverted' | 'timeout'>
  /** A name registered with the name service, or null when none is. */
  resolveName(name: string, account: SendAccount): Promise<ReceiverProfile | null>
  /** What the account holds on a network the Data API does not serve balances for (Solana). */
  loadChainBalances(account: SendAccount): Promise<SendAsset[]>
  /** Reload the account's balances and activity after a send. */
  refreshBalances(account: SendAccount): Promise<void>
  /** SPEC §2: after a send the user returns to Account. */
  returnToAccount(): void
  /** How long `confirm` waits (the pending state says so). */
  receiptTimeoutMs: number
  /** How long the receiver field waits after the last key before looking a name up. */
  nameDebounceMs: number
}
