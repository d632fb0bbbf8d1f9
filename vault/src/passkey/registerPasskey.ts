import { base64urlnopad as base64url } from '@scure/base'
import { startRegistration } from '@simplewebauthn/browser'
import { reshareKey } from '../custody/reshareKey.ts'
import type { VaultHandler } from '../VaultHandlers.ts'
import type { PasskeyButton } from './createPasskeyButton.ts'
import { evaluatePrfAfterCreate } from './evaluatePrf.ts'
import type { PasskeyContext } from './PasskeyContext.ts'
import { sealWithPrf } from './sealWithPrf.ts'
import { toPasskeyError } from './toPasskeyError.ts'

/**
 * REGISTER_PASSKEY: on the click of the vault's own button, creates a passkey with the PRF
 * extension, splits the key again, seals the new recovery share with a key drawn from the
 * PRF output, and has the api verify the passkey and store the seal with the new auth share
 * (one transaction); then the new device share replaces the old one here. The PRF output
 * never leaves this function.
 */
export function registerPasskey(
  vault: PasskeyContext,
  button: PasskeyButton,
): VaultHandler<'REGISTER_PASSKEY'> {
  return async (look) => {
    const { session, device, wallet } = await vault.signedIn()
    const options = await vault.api.passkeyRegistrationOptions(session.token)
    await button.waitForClick(look)
    const salt = crypto.getRandomValues(new Uint8Array(32))
    let output: Uint8Array<ArrayBuffer> | undefined
    try {
      const response = await startRegistration({
        optionsJSON: {
          ...options,
          extensions: { prf: { eval: { first: salt } } },
        } as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
      })
      output = await evaluatePrfAfterCreate(response, salt)
      const fresh = await reshareKey({
        first: device.share,
        second: wallet.authShare,
        evmAddress: device.evmAddress,
      })
      const sealedRecovery = await sealWithPrf(output, fresh.recovery)
      const saved = await vault.api.registerPasskey(session.token, {
        // The PRF output stays here: only the ceremony's signed parts go to the api.
        response: { ...response, clientExtensionResults: {} },
        prfSalt: base64url.encode(salt),
        sealedRecovery,
        authShare: fresh.auth,
        signature: fresh.signature,
      })
      await vault.storage.setDevice(session.projectId, session.email, {
        ...device,
        share: fresh.device,
      })
      return saved
    } catch (error) {
      throw toPasskeyError(error)
    } finally {
      output?.fill(0)
      button.remove()
    }
  }
}
