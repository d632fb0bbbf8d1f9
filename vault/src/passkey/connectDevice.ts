import { base64urlnopad as base64url } from '@scure/base'
import { startAuthentication } from '@simplewebauthn/browser'
import { reshareKey } from '../custody/reshareKey.ts'
import { VaultError } from '../VaultError.ts'
import type { VaultHandler } from '../VaultHandlers.ts'
import type { PasskeyButton } from './createPasskeyButton.ts'
import type { DeviceContext } from './DeviceContext.ts'
import { prfOutputOf } from './evaluatePrf.ts'
import { openWithPrf, sealWithPrf } from './sealWithPrf.ts'
import { toPasskeyError } from './toPasskeyError.ts'

/**
 * CONNECT_DEVICE: the account has a wallet and this device no share. On the click of the
 * vault's own button, the account's passkey signs the api's challenge and evaluates its PRF on
 * the stored salt; the verified assertion releases the sealed recovery share, which the PRF
 * output opens here. With the auth share it rebuilds the key, which is split again (shares of
 * a lost device no longer combine); the api stores the new auth share and the recovery share
 * sealed anew in one transaction, and only then does this device keep its new share and the
 * session. The PRF output never leaves this function.
 */
export function connectDevice(
  vault: DeviceContext,
  button: PasskeyButton,
): VaultHandler<'CONNECT_DEVICE'> {
  return async (look) => {
    const login = vault.newDevice()
    const { options, prfSalt } = await vault.api.passkeyLoginOptions(login.token)
    await button.waitForClick(look)
    let output: Uint8Array<ArrayBuffer> | undefined
    try {
      const response = await startAuthentication({
        optionsJSON: {
          ...options,
          extensions: { prf: { eval: { first: base64url.decode(prfSalt) } } },
        } as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
      })
      output = prfOutputOf(response.clientExtensionResults)
      if (!output)
        throw new VaultError(
          'PasskeyPrfUnsupportedError',
          'This passkey gave no PRF output, so it cannot open the wallet.',
        )
      const { sealedRecovery } = await vault.api.passkeyLogin(login.token, {
        // The PRF output stays here: only the ceremony's signed parts go to the api.
        response: { ...response, clientExtensionResults: {} },
      })
      const recovery = await openWithPrf(output, sealedRecovery)
      const wallet = await vault.api.getWallet(login.token)
      if (!wallet) throw new VaultError('NoEmbeddedWalletError', 'This account has no wallet.')
      const fresh = await reshareKey({
        first: recovery,
        second: wallet.authShare,
        evmAddress: wallet.evmAddress,
      })
      await vault.api.replaceRecoveredShares(login.token, {
        sealedRecovery: await sealWithPrf(output, fresh.recovery),
        authShare: fresh.auth,
        signature: fresh.signature,
      })
      await vault.storage.setDevice(login.projectId, login.email, {
        share: fresh.device,
        evmAddress: wallet.evmAddress,
        solanaAddress: wallet.solanaAddress,
      })
      await vault.keepSession(login)
      return {}
    } catch (error) {
      throw toPasskeyError(error)
    } finally {
      output?.fill(0)
      button.remove()
    }
  }
}
