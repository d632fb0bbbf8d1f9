import { VaultError } from '../VaultError.ts'
import type { VaultHandler } from '../VaultHandlers.ts'
import type { RecoveryCodeContext } from './RecoveryCodeContext.ts'
import { parseRecoveryCode } from './recoveryCode.ts'
import { storeWithCode } from './storeWithCode.ts'

/**
 * SAVE_RECOVERY_CODE: the code CREATE_RECOVERY_CODE drew (only that one: the frame cannot
 * choose a weaker code) seals a new recovery share, which the api stores with the new auth
 * share; then this device keeps its new share.
 */
export function saveRecoveryCode(vault: RecoveryCodeContext): VaultHandler<'SAVE_RECOVERY_CODE'> {
  return async ({ code }) => {
    const { session, device, wallet } = await vault.signedIn()
    const pending = vault.pending
    const typed = parseRecoveryCode(code)
    if (
      !pending ||
      pending.token !== session.token ||
      typed.length !== pending.secret.length ||
      typed.some((byte, at) => byte !== pending.secret[at])
    )
      throw new VaultError('InvalidParamsError', 'This is not the recovery code just created.', {
        code: -32602,
      })
    const stored = await storeWithCode(vault.devices.api, session.token, pending.secret, {
      first: device.share,
      second: wallet.authShare,
      evmAddress: device.evmAddress,
    })
    await vault.devices.storage.setDevice(session.projectId, session.email, {
      ...device,
      share: stored.device,
    })
    pending.secret.fill(0)
    vault.pending = null
    return { createdAt: stored.createdAt }
  }
}
