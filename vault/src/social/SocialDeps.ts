import type { CallSuccess, EmbeddedLoginCalls } from '@porthole/shared-protocol'
import type { LoginSession, VaultApi } from '../api/createVaultApi.ts'
import type { SocialInbox } from './createSocialInbox.ts'

/** What the social and Farcaster handlers get from the vault (`createVault`). */
export type SocialDeps = {
  api: VaultApi
  inbox: SocialInbox
  /** The vault's own origin: where the callback page posts the result. */
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
