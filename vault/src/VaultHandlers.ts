import type { CallRequest, CallSuccess, EmbeddedLoginCalls } from '@porthole/shared-protocol'

/** The vault's answer to the SPEC §4 call `N`. */
export type VaultHandler<N extends keyof EmbeddedLoginCalls> = (
  payload: CallRequest<EmbeddedLoginCalls, N>,
) => Promise<CallSuccess<EmbeddedLoginCalls, N>>

/** The vault's answer to each SPEC §4 call it serves. */
export type VaultHandlers = { [N in keyof EmbeddedLoginCalls]?: VaultHandler<N> }
