import type { SocialProviderId } from '../../connectors/embedded/socialProviderNames.ts'
import type { SocialLoginProblem } from './describeSocialError.ts'

/** ConnectingSocial: where the popup login is (SPEC §3 socialProvider, socialWindow). */
export type SocialFlowState = {
  provider: SocialProviderId | null
  /**
   * starting: asking the vault for the provider's URL; blocked: the browser blocked the popup
   * ("Continue in a new window"); waiting: the popup is open; connecting: it closed and the
   * vault finishes the login; device: the account's wallet lives on another device and its
   * passkey or recovery code opens it here (the email login's `device` step); secure: signed
   * in, the account sets up a recovery method first (the email login's `secure` step); failed: `problem` says
   * why (Try again).
   */
  status:
    | 'idle'
    | 'starting'
    | 'blocked'
    | 'waiting'
    | 'severed'
    | 'connecting'
    | 'device'
    | 'secure'
    | 'failed'
  problem: SocialLoginProblem | null
  /** The provider's authorization URL once the vault has it (the blocked popup's fallback). */
  uri: string | null
}

/** ConnectingFarcaster: the channel's url (SPEC §3 farcasterUrl) while the relay is polled. */
export type FarcasterFlowState = {
  /** secure: signed in, the account sets up a recovery method first (docs/decisions/0040). */
  status: 'idle' | 'starting' | 'waiting' | 'connecting' | 'secure' | 'failed'
  url: string | null
  problem: SocialLoginProblem | null
}
