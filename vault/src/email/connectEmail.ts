import type { VaultHandler } from '../VaultHandlers.ts'
import type { EmailLoginContext } from './EmailLoginContext.ts'

/**
 * CONNECT_EMAIL: the api mails a code to the address (SPEC §5); a login left waiting for its
 * device or a retry is dropped first. The answer never says whether the email has an account.
 */
export const connectEmail =
  (vault: EmailLoginContext): VaultHandler<'CONNECT_EMAIL'> =>
  async ({ email }) => {
    vault.projectId()
    vault.logins.dropWaiting()
    const sent = await vault.api.sendCode(email.trim().toLowerCase())
    vault.pending.email = sent.email
    return { action: 'VERIFY_OTP', resendAt: sent.resendAt }
  }
