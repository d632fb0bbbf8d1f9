/** Sends the login code mails; `createSmtpMailer` is the one implementation. */
export type Mailer = {
  sendCode(mail: { to: string; code: string; projectName: string }): Promise<void>
}
