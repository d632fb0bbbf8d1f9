import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { DevMail } from './DevMail.ts'
import { renderInbox } from './renderInbox.ts'

export type DevMailbox = {
  /** `smtp://127.0.0.1:PORT`, for `createSmtpMailer` (SMTP_URL). */
  smtpUrl: string
  /** The inbox page (`/`) and its JSON (`/messages`, newest first). */
  url: string
  messages(): readonly DevMail[]
  /** The newest mail to `to` received after `after` mails to it (polls up to `timeoutMs`). */
  waitForMail(to: string, options?: { after?: number; timeoutMs?: number }): Promise<DevMail>
  /**
   * While true, the SMTP server answers every connection `421 Service not available` (a mail
   * server down for maintenance), so email login can be tried against it; false takes mail.
   */
  refuseMail(refusing: boolean): void
  close(): Promise<void>
}

const MAX_KEPT = 200

/**
 * A local mail receiver for development and tests: a real SMTP server (smtp-server, mails
 * parsed with mailparser) and a small inbox page where a person reads the login codes.
 * Keeps the last 200 mails in memory; never for production.
 */
export async function startDevMailbox(
  options: { host?: string; smtpPort?: number; httpPort?: number } = {},
): Promise<DevMailbox> {
  const host = options.host ?? '127.0.0.1'
  const inbox: DevMail[] = []
  const state = { refusing: false }
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (!state.refusing) return callback()
      callback(Object.assign(new Error('Service not available'), { responseCode: 421 }))
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        const to = [mail.to ?? []].flat().flatMap((list) => list.value.map((v) => v.address ?? ''))
        inbox.unshift({
          to,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          receivedAt: new Date().toISOString(),
        })
        inbox.length = Math.min(inbox.length, MAX_KEPT)
        callback()
      }, callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(options.smtpPort ?? 0, host, () => resolve())
  })
  const http = createServer((req, res) => {
    if (req.url === '/messages') {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      res.end(JSON.stringify(inbox))
      return
    }
    if (req.url === '/' || req.url?.startsWith('/?')) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      })
      res.end(renderInbox(inbox))
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(options.httpPort ?? 0, host, () => resolve())
  })
  const smtpPort = (smtp.server.address() as AddressInfo).port
  const httpPort = (http.address() as AddressInfo).port
  const mailsTo = (to: string) => inbox.filter((mail) => mail.to.includes(to.toLowerCase()))
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    url: `http://${host}:${httpPort}`,
    messages: () => inbox,
    waitForMail: async (to, { after = 0, timeoutMs = 10_000 } = {}) => {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const mails = mailsTo(to)
        if (mails.length > after && mails[0]) return mails[0]
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms.`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    refuseMail: (refusing) => {
      state.refusing = refusing
    },
    close: async () => {
      http.closeAllConnections()
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ])
    },
  }
}
