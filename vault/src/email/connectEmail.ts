import type { CallRequest, CallSuccess, EmbeddedLoginCalls } from '@porthole/shared-protocol'
import type { EmailLoginContext } from './EmailLoginContext.ts'

/**
 * CONNECT_EMAIL: the api mails a code to the address (SPEC §5); a login left waiting for its
 * device or a retry is dropped first. The answer never says whether the email has an account.
 */
export function connectEmail(vault: EmailLoginContext) {
  return async ({
    email,
  }: CallRequest<EmbeddedLoginCalls, 'CONNECT_EMAIL'>): Promise<
    CallSuccess<EmbeddedLoginCalls, 'CONNECT_EMAIL'>
  > => {
    vault.projectId()
    vault.logins.dropWaiting()
    const sent = await vault.api.sendCode(email.trim().toLowerCase())
    vault.pending.email = sent.email
    return { action: 'VERIFY_OTP', resendAt: sent.resendAt }
  }
}
