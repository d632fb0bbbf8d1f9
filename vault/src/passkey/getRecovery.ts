import type { CallSuccess, EmbeddedLoginCalls } from '@porthole/shared-protocol'
import type { PasskeyContext } from './PasskeyContext.ts'

/** GET_RECOVERY: whether the signed-in account has a recovery passkey, and since when. */
export function getRecovery(vault: PasskeyContext) {
  return async (): Promise<CallSuccess<EmbeddedLoginCalls, 'GET_RECOVERY'>> => {
    const { session } = await vault.signedIn()
    return vault.api.getPasskey(session.token)
  }
}
