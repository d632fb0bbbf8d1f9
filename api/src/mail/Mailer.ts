/**
 * Sends the code mails; `createSmtpMailer` is the one implementation. `purpose` says what the
 * code is for: a login (the default), or confirming an email change at the current address
 * (`updatePrimary`) or at the new one (`updateSecondary`).
 */
export type Mailer = {
  sendCode(mail: {
    to: string
    code: string
    projectName: string
    purpose?: 'login' | 'updatePrimary' | 'updateSecondary'
  }): Promise<void>
}
