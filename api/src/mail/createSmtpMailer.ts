import nodemailer from 'nodemailer'
import type { Mailer } from './Mailer.ts'

/**
 * A mailer over SMTP (nodemailer): `smtpUrl` is `smtp://user:pass@host:port` or `smtps://…`
 * (any SMTP server in production, the dev mailbox in `npm start` and tests).
 */
export function createSmtpMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const url = new URL(smtpUrl)
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    // Loopback dev receivers speak plain SMTP; elsewhere STARTTLS is used when offered.
    ignoreTLS: url.hostname === '127.0.0.1' || url.hostname === 'localhost',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  })
  return {
    sendCode: async ({ to, code, projectName }) => {
      await transport.sendMail({
        from,
        to,
        subject: `Your ${projectName} login code: ${code}`,
        text: `Your login code for ${projectName} is ${code}.\n\nIt expires in 10 minutes. If you did not ask for it, ignore this mail.`,
      })
    },
  }
}
