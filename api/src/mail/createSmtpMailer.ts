import nodemailer from 'nodemailer'
import type { Mailer } from './Mailer.ts'

/** How long a mail server may take to accept the connection, and then to greet. */
export const SMTP_CONNECT_TIMEOUT_MS = 5_000
/** How long it may then stay silent at any later step (docs/decisions/0228). */
export const SMTP_SOCKET_TIMEOUT_MS = 10_000

/**
 * A mailer over SMTP (nodemailer): `smtpUrl` is `smtp://user:pass@host:port` or `smtps://…`
 * (any SMTP server in production, the dev mailbox in `npm start` and tests).
 * `connectTimeoutMs` (default `SMTP_CONNECT_TIMEOUT_MS`) is shortened by tests that wait it out.
 */
export function createSmtpMailer({
  smtpUrl,
  from,
  connectTimeoutMs = SMTP_CONNECT_TIMEOUT_MS,
}: {
  smtpUrl: string
  from: string
  connectTimeoutMs?: number
}): Mailer {
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
    // A mail server that is down is said at once (refused), one that stalls within 5 s, so
    // the person waiting for a code hears of it well inside the vault's 30 s login request.
    connectionTimeout: connectTimeoutMs,
    greetingTimeout: connectTimeoutMs,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
  })
  return {
    sendCode: async ({ to, code, projectName, purpose = 'login' }) => {
      await transport.sendMail({ from, to, ...codeMail(projectName, code, purpose) })
    },
  }
}

const IGNORE = 'It expires in 10 minutes. If you did not ask for it, ignore this mail.'

/** The subject and text of a code mail; the code is in both (mail apps show it in the list). */
function codeMail(
  projectName: string,
  code: string,
  purpose: 'login' | 'updatePrimary' | 'updateSecondary',
) {
  if (purpose === 'updatePrimary')
    return {
      subject: `Your ${projectName} code to change your email: ${code}`,
      text: `Someone asked to move your ${projectName} wallet to another email address. If it was you, your code is ${code}.\n\nIt expires in 10 minutes. If it was not you, ignore this mail: nothing changes without this code.`,
    }
  if (purpose === 'updateSecondary')
    return {
      subject: `Your ${projectName} code to confirm this email: ${code}`,
      text: `Your code to confirm this address for your ${projectName} wallet is ${code}.\n\n${IGNORE}`,
    }
  return {
    subject: `Your ${projectName} login code: ${code}`,
    text: `Your login code for ${projectName} is ${code}.\n\n${IGNORE}`,
  }
}
