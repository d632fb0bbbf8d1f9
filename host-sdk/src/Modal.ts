import type {
  CaipNetworkId,
  HostSession,
  Network,
  PayRequest,
  PayResult,
  PublicViewName,
  StateSnapshot,
  ThemeMode,
  ThemeVariables,
} from '@porthole/shared-protocol/host'
import type { EIP1193Provider } from './provider/createProvider.ts'

/** What `subscribeAccount` reports, as AppKit does. */
export type AccountState = {
  address: string | undefined
  caipAddress: string | undefined
  isConnected: boolean
  status: StateSnapshot['status']
  /**
   * Each namespace's connected account (EVM and Solana at once), whichever is current. An
   * email-login account's EVM entry has `accountType`: `eoa`, or `smartAccount` (EIP-7702, the
   * same address) where smart accounts are enabled.
   */
  accounts: NonNullable<StateSnapshot['accounts']>
}

/** What `subscribeNetwork` reports, as AppKit does. */
export type NetworkState = {
  caipNetworkId: CaipNetworkId | undefined
  /** The network's reference: a number on EVM (`137`), a string elsewhere. */
  chainId: number | string | undefined
  /**
   * The active network as the modal reads it, with SPEC §3's `rpcUrls.chainDefault` (the
   * chain's own endpoints) and `assets` (its image).
   */
  caipNetwork: Network | undefined
  /** The networks the connected wallet approved (a WalletConnect session's chains). */
  approvedCaipNetworkIds: CaipNetworkId[] | undefined
  /** Whether the connected wallet can switch to every configured network. */
  supportsAllNetworks: boolean | undefined
}

/** A modal made by `createModal`. */
export type Modal = {
  /** Resolves once the frame is ready; rejects with FrameTimeoutError, ProtocolMismatchError... */
  ready: Promise<void>
  /** The EIP-1193 provider, also announced through EIP-6963 (rdns `dev.porthole`). */
  provider: EIP1193Provider
  /**
   * Show the modal, on `view` if given; `namespace` shows Connect with that namespace's
   * wallets only (or Account when it is connected already). With `namespace: 'solana'` it
   * waits for the Solana add-on and rejects with AddOnLoadError when that failed to load.
   */
  open: (options?: { view?: PublicViewName; namespace?: 'eip155' | 'solana' }) => Promise<void>
  /** Hide the modal; focus returns where it was. */
  close: () => Promise<void>
  /** The last state snapshot from the frame, null before the frame is ready. */
  getState: () => StateSnapshot | null
  /** Called with every new state snapshot. Returns the unsubscribe function. */
  subscribeState: (callback: (state: StateSnapshot) => void) => () => void
  /** The account now, as `subscribeAccount` reports it (disconnected before the frame is ready). */
  getAccount: () => AccountState
  /** Called when the account (address, status) changes. Returns the unsubscribe function. */
  subscribeAccount: (callback: (account: AccountState) => void) => () => void
  /** The active network now, as `subscribeNetwork` reports it. */
  getNetwork: () => NetworkState
  /** Called when the active network changes. Returns the unsubscribe function. */
  subscribeNetwork: (callback: (network: NetworkState) => void) => () => void
  setThemeMode: (themeMode: ThemeMode) => Promise<void>
  /** Merged into the current variables; `zIndex` also moves the dialog. */
  setThemeVariables: (themeVariables: ThemeVariables) => Promise<void>
  disconnect: () => Promise<void>
  /**
   * The modal's language (BCP 47: `fr`, `pt-BR`, `ar`...), over `locale` in the config and the
   * visitor's browser languages. A tag that is not BCP 47 rejects (-32600, naming the rule).
   */
  setLocale: (locale: string) => Promise<void>
  /**
   * The visitor's consent: false stops error reports at once, true also allows usage
   * analytics. Until it is called, only error reports are sent (unless `features.analytics`
   * is false, which sends nothing).
   */
  setConsent: (consent: boolean) => Promise<void>
  /**
   * The connected account's sign-in session (`siweConfig` / `siwx`), or undefined. Send its
   * `message` and `signature` to your backend, which verifies them (docs/host-guide.md: sign-in).
   */
  getSession: () => HostSession | undefined
  /** Called when the session starts, ends or changes. Returns the unsubscribe function. */
  subscribeSession: (callback: (session: HostSession | undefined) => void) => () => void
  /**
   * End the session: the wallet signs the revocation and the api revokes it. With required
   * sign-in the wallet is disconnected too. Rejects with 4001 when the user declines.
   */
  signOut: () => Promise<void>
  switchNetwork: (caipNetworkId: CaipNetworkId) => Promise<void>
  /**
   * Take a payment: `amount` (a decimal string in the asset's units) of `asset` (CAIP-19, the
   * native coin `eip155:1/slip44:60` or a token `eip155:1/erc20:0x…`) to `recipient`, for the
   * host's `orderId`. Connect shows first when no wallet is connected. Resolves once the
   * transfer is confirmed and checked by the api; a paid `orderId` resolves with its payment at
   * once and pays nothing. Rejects with 4001 when the visitor declines or closes the modal,
   * PaymentInvalidError (5110) for a request that breaks a rule, PaymentUnavailableError
   * (5111, `data.reason`) for one that cannot be paid here (docs/host-guide.md: payments).
   */
  pay: (request: PayRequest) => Promise<PayResult>
  /** Remove the iframe, the dialog and every listener; pending calls reject with 5105. */
  destroy: () => void
}
