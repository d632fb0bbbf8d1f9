import type { VaultHandler } from '../VaultHandlers.ts'
import type { PasskeyContext } from './PasskeyContext.ts'

/** GET_RECOVERY: the signed-in account's recovery passkey and recovery code, and since when. */
export function getRecovery(vault: PasskeyContext): VaultHandler<'GET_RECOVERY'> {
  return async () => {
    const { session } = await vault.signedIn()
    const [{ passkey }, { code }] = await Promise.all([
      vault.api.getPasskey(session.token),
      vault.api.getRecoveryCode(session.token),
    ])
    return { passkey, code }
  }
}
