import type { VaultClient } from '../../connectors/embedded/createVaultClient.ts'
import type { EmbeddedLoginState } from './EmbeddedLoginState.ts'

/**
 * The recovery code's steps (docs/decisions/0040): draw a code and show it, store it once the
 * visitor confirmed part of it, and open the wallet on a new device with it. `run` reports
 * busy and errors as the login's other steps do; `done` ends the step that asked (connects the
 * login, or lets a waiting signature go on).
 */
export function createRecoveryCodeActions({
  vault,
  getState,
  set,
  run,
  done,
  opened,
}: {
  vault: VaultClient
  getState: () => EmbeddedLoginState
  set: (next: Partial<EmbeddedLoginState>) => void
  run: (work: () => Promise<void>) => Promise<void>
  /** After SAVE_RECOVERY_CODE, when the code was asked for by the login's `secure` step. */
  done: () => void
  /** After CONNECT_RECOVERY_CODE (a new device, or this device's share out of date). */
  opened: () => void
}) {
  // The step the code was asked from (the login's `secure` step, or Account's), back to it after.
  let from: EmbeddedLoginState['step'] = 'secure'
  return {
    /** "Use a recovery code instead": the vault draws one; the `recoveryCode` step shows it. */
    startRecoveryCode: () =>
      run(async () => {
        const { code } = await vault.call('CREATE_RECOVERY_CODE', {})
        const { step } = getState()
        if (step !== 'recoveryCode') from = step
        set({ newCode: code, step: 'recoveryCode' })
      }),
    /** The visitor confirmed the code: the vault stores it; the login goes on. */
    saveRecoveryCode: () =>
      run(async () => {
        const code = getState().newCode
        if (!code) return
        const { createdAt } = await vault.call('SAVE_RECOVERY_CODE', { code })
        set({ newCode: null, recoveryCode: createdAt, passkey: null, step: from })
        if (from === 'secure') done()
      }),
    /** Back from the shown code to where it was asked (the code is dropped). */
    dropRecoveryCode: () => set({ newCode: null, step: from, error: null }),
    /** A new device: the code the visitor saved opens the wallet here. */
    enterRecoveryCode: (code: string) =>
      run(async () => {
        await vault.call('CONNECT_RECOVERY_CODE', { code })
        opened()
      }),
  }
}
