import type { HostWallet, RpcRequest } from '@porthole/shared-protocol/host'
import type { Modal } from '../createModal.ts'
import type { HostWalletEvent } from '../hostWallets/watchHostWallet.ts'

/** What the loader gives an add-on script (the Solana one) when it attaches. */
export type AddOnHost = {
  /** The add-on's host wallets changed: the frame gets them beside the EIP-6963 ones. */
  setWallets(wallets: HostWallet[]): void
  /** A wallet event for the frame (HOST_WALLET_EVENT). */
  pushEvent(event: HostWalletEvent): void
  /** The modal the add-on belongs to (its Solana wallet opens it and signs through it). */
  modal: Modal
  /** The configured solana networks' ids, the chains the Porthole wallet offers. */
  chains: `${string}:${string}`[]
}

/** An attached add-on: it answers HOST_WALLET_REQUEST for the wallets it listed. */
export type AddOn = {
  owns(uuid: string): boolean
  request(uuid: string, request: RpcRequest): Promise<unknown>
  stop(): void
}

/** The global an add-on script defines: `window.PortholeSolana = { attach }`. */
export type AddOnModule = { attach(host: AddOnHost): AddOn }
