import { VaultError } from '../VaultError.ts'
import type { VaultHandler } from '../VaultHandlers.ts'
import type { RecoveryCodeContext } from './RecoveryCodeContext.ts'
import { parseRecoveryCode } from './recoveryCode.ts'
import { openWithCode } from './sealWithCode.ts'
import { storeWithCode } from './storeWithCode.ts'

/**
 * CONNECT_RECOVERY_CODE: the login waits for this device (a new browser, storage cleared or
 * blocked, or a share out of date). The api releases the sealed recovery share to the
 * login's session; the code opens it here; with the auth share it rebuilds the key, which is
 * split again and sealed anew with the same code. This device keeps its new share (in memory
 * where storage is blocked) and the session.
 */
export function connectRecoveryCode(
  vault: RecoveryCodeContext,
): VaultHandler<'CONNECT_RECOVERY_CODE'> {
  return async ({ code }) => {
    const { api, storage } = vault.devices
    const login = vault.devices.newDevice()
    const secret = parseRecoveryCode(code)
    try {
      const { sealedRecovery } = await api.openRecoveryCode(login.token)
      const recovery = await openWithCode(secret, sealedRecovery)
      const wallet = await api.getWallet(login.token)
      if (!wallet) throw new VaultError('NoEmbeddedWalletError', 'This account has no wallet.')
      const stored = await storeWithCode(api, login.token, secret, {
        first: recovery,
        second: wallet.authShare,
        evmAddress: wallet.evmAddress,
      })
      await storage.setDevice(login.projectId, login.email, {
        share: stored.device,
        evmAddress: wallet.evmAddress,
        solanaAddress: wallet.solanaAddress,
      })
      await vault.devices.keepSession(login)
      return {}
    } finally {
      secret.fill(0)
    }
  }
}
