import type { VaultApi } from '../api/createVaultApi.ts'
import type { VaultSession, VaultStorage } from '../storage/createVaultStorage.ts'
import { VaultError } from '../VaultError.ts'
import type { VaultHandler } from '../VaultHandlers.ts'

/**
 * SPEC §4 UPDATE_EMAIL, UPDATE_EMAIL_PRIMARY_OTP, UPDATE_EMAIL_SECONDARY_OTP for the signed-in
 * account: the api mails a code to the current address and one to the new address and moves
 * the account once both are right; then what this vault keeps under the old email (device
 * share, account types, session) moves too and the frame hears the new email
 * (SESSION_UPDATE).
 */
export function createEmailUpdate(deps: {
  api: VaultApi
  storage: VaultStorage
  session: () => Promise<VaultSession>
  onSession: (update: { isConnected: boolean; email?: string }) => void
}) {
  const pending = { newEmail: '' }
  const started = () => {
    if (!pending.newEmail)
      throw new VaultError('NoPendingEmailError', 'Ask for the codes first.', { code: -32602 })
    return pending.newEmail
  }
  const UPDATE_EMAIL: VaultHandler<'UPDATE_EMAIL'> = async ({ email }) => {
    const session = await deps.session()
    const sent = await deps.api.startEmailUpdate(session.token, email.trim().toLowerCase())
    pending.newEmail = sent.newEmail
    return { action: 'VERIFY_PRIMARY_OTP', resendAt: sent.resendAt }
  }
  const UPDATE_EMAIL_PRIMARY_OTP: VaultHandler<'UPDATE_EMAIL_PRIMARY_OTP'> = async ({ otp }) => {
    started()
    await deps.api.verifyEmailUpdate((await deps.session()).token, 'primary', otp)
    return {}
  }
  const UPDATE_EMAIL_SECONDARY_OTP: VaultHandler<'UPDATE_EMAIL_SECONDARY_OTP'> = async ({
    otp,
  }) => {
    const newEmail = started()
    const session = await deps.session()
    await deps.api.verifyEmailUpdate(session.token, 'secondary', otp)
    pending.newEmail = ''
    await deps.storage.moveAccount(session.projectId, session.email, newEmail)
    deps.onSession({ isConnected: true, email: newEmail })
    return { newEmail }
  }
  return { UPDATE_EMAIL, UPDATE_EMAIL_PRIMARY_OTP, UPDATE_EMAIL_SECONDARY_OTP }
}
