import { VaultError } from '../VaultError.ts'
import type { VaultHandler } from '../VaultHandlers.ts'
import type { EmailLoginContext } from './EmailLoginContext.ts'

/**
 * CONNECT_OTP: the api checks the code and opens a session, whose wallet is created (first
 * login) or checked against this device, then kept (`logins.open`). The same code after a
 * login whose wallet could not be settled tries again with that login's session, since the
 * api has used the code already.
 */
export const connectOtp =
  (vault: EmailLoginContext): VaultHandler<'CONNECT_OTP'> =>
  async ({ otp }) => {
    const email = vault.pending.email
    if (!email)
      throw new VaultError('NoPendingEmailError', 'Ask for a code first.', { code: -32602 })
    const { waiting } = vault.logins
    const unsettled = waiting.unsettled
    const again = unsettled?.otp === otp && unsettled.login.email === email ? unsettled : null
    waiting.unsettled = again ? null : waiting.unsettled
    const login = again?.login ?? {
      projectId: vault.projectId(),
      ...(await vault.api.verifyCode(email, otp)),
    }
    await vault.logins.open(login, { otp, device: again?.device ?? null })
    vault.pending.email = ''
    return {}
  }
