import type { VaultHandler } from '../VaultHandlers.ts'
import type { RecoveryCodeContext } from './RecoveryCodeContext.ts'
import { createRecoveryCode as drawCode } from './recoveryCode.ts'

/**
 * CREATE_RECOVERY_CODE: draws a code for the signed-in account and keeps it in memory until
 * SAVE_RECOVERY_CODE (a new call draws a new one). Nothing is stored yet: a code the visitor
 * never confirmed never becomes the way into the wallet.
 */
export function createRecoveryCode(
  vault: RecoveryCodeContext,
): VaultHandler<'CREATE_RECOVERY_CODE'> {
  return async () => {
    const { session } = await vault.signedIn()
    vault.pending?.secret.fill(0)
    const { secret, code } = drawCode()
    vault.pending = { secret, code, token: session.token }
    return { code }
  }
}
