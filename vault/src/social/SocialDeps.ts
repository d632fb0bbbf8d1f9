import type { CallSuccess, EmbeddedLoginCalls } from '@porthole/shared-protocol'
import type { LoginSession, VaultApi } from '../api/createVaultApi.ts'

/** What the social and Farcaster handlers get from the vault (`createVault`). */
export type SocialDeps = {
  api: VaultApi
  /**
   * The social logins this vault started (GET_SOCIAL_REDIRECT_URI), by `state`: the result key
   * with which only this vault can claim the outcome at the api.
   */
  attempts: Map<string, string>
  /** The vault's own origin (the api starts logins only for the frame's and the vault's). */
  origin: string
  /** The project SYNC_DAPP_DATA set (throws before it). */
  projectId: () => string
  /** Creates or checks the wallet, stores the session, says SESSION_UPDATE; answers the user. */
  completeLogin: (session: LoginSession) => Promise<EmbeddedUser>
  /** The open Farcaster channel (GET_FARCASTER_URI), polled by CONNECT_FARCASTER. */
  farcaster: { channelToken: string | null }
}

/** GET_USER's answer, as the catalog types it. */
export type EmbeddedUser = CallSuccess<EmbeddedLoginCalls, 'GET_USER'>
