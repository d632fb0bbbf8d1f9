import type { StateSnapshot } from '@porthole/shared-protocol/host'
import type { Frame } from '../frame/createFrame.ts'
import type { HostWallets } from '../hostWallets/discoverHostWallets.ts'
import type { Bridge } from '../provider/createBridge.ts'
import type { ResolvedConfig } from '../validateConfig.ts'

/** What the loader's first stage hands the second when the modal first needs its frame. */
export type BridgeStageOptions = ResolvedConfig & {
  /** The modal's `<dialog>`, already in the page (it marks the modal and is the Solana target). */
  dialog: HTMLDialogElement
  /** The host page's wallets, discovered by the first stage since `createModal`. */
  wallets: HostWallets
  /** The modal's provider: never listed as a host wallet, even when it is `window.ethereum`. */
  provider: unknown
  /** The visitor's consent answer, sent again to a frame that loaded again. */
  consent: () => { consent: boolean } | undefined
  setState: (state: StateSnapshot) => void
  /** The visitor dismissed the dialog from the page (Escape, a click outside the frame). */
  onDismiss: () => void
}

/** The second stage of a modal: its frame, the bridge to it, and `ready`. */
export type BridgeStage = {
  frame: Frame
  bridge: Bridge
  /** Send the frame the host wallets again (a late EIP-6963 announcement), once it is ready. */
  syncHostWallets: () => void
  /** The bridge's `ready`; a failure hides the dialog. */
  ready: Promise<void>
  /** Remove the frame, end the bridge, stop watching the host wallets and `window.ethereum`. */
  destroy: () => void
}

/** The global the second-stage script defines: `window.PortholeBridgeStage`. */
export type BridgeStageModule = {
  /** The loader version it was built with: a first stage uses only its own version's. */
  version: string
  startBridgeStage: (options: BridgeStageOptions) => BridgeStage
}
