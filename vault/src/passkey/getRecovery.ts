import type { CallSuccess, EmbeddedLoginCalls } from '@porthole/shared-protocol'
import type { PasskeyContext } from './PasskeyContext.ts'

/** GET_RECOVERY: the signed-in account's recovery passkey and recovery code, and since when. */
export function getRecovery(vault: PasskeyContext) {
  return async (): Promise<CallSuccess<EmbeddedLoginCalls, 'GET_RECOVERY'>> => {
    const { session } = await vault.signedIn()
    const [{ passkey }, { code }] = await Promise.all([
      vault.api.getPasskey(session.token),
      vault.api.getRecoveryCode(session.token),
    ])
    return { passkey, code }
  }
}
