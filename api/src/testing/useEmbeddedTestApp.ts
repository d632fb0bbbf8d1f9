import type { PrivateKeyAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect } from 'vitest'
import type { AppOptions } from '../app.ts'
import { createSmtpMailer } from '../mail/createSmtpMailer.ts'
import { type DevMailbox, startDevMailbox } from '../mail/startDevMailbox.ts'
import { createTestApp, type TestApp } from './createTestApp.ts'

/** The vault's sealed recovery share in the shares `newShares` posts. */
export const SEALED_RECOVERY = `${'B'.repeat(16)}.${'C'.repeat(80)}`

export type EmbeddedTestApp = {
  /** The app and the mailbox its codes go to, set before the file's first test. */
  t: TestApp
  mailbox: DevMailbox
  /** The 6-digit code mailed to `email` after `send` asks for one (which must answer 202). */
  mailedCode: (email: string, send: () => Promise<{ status: number }>) => Promise<string>
  /** An embedded route with a session's token: GET without `body`, POST with it. */
  call: (path: string, token: string, body?: unknown) => ReturnType<TestApp['request']>
  /** A new session of `email`: a code asked for, read from the mailbox and verified. */
  openSession: (email: string) => Promise<string>
  /** The session's wallet, made of `key` (201 expected). */
  createWallet: (token: string, key: PrivateKeyAccount) => Promise<void>
  /**
   * The shares a new split posts: an auth share of bytes `fill` and a recovery share sealed by
   * the vault, signed by `signer` as the account's key signs them.
   */
  newShares: (
    signer: PrivateKeyAccount,
    fill?: number,
  ) => Promise<{ authShare: string; sealedRecovery: string; signature: string }>
  /** An account's first login: a new session of `email` and its wallet, made of `key`. */
  openSessionWithWallet: (email: string, key: PrivateKeyAccount) => Promise<string>
}

export type EmbeddedTestAppOptions = {
  /** The vault's origin, where recovery methods are offered; null for none. */
  vaultOrigin?: string | null
  /** What seals the auth shares (default: 32 bytes of 7). */
  secret?: Uint8Array
  /** The app's other options, asked for once the file's earlier `beforeAll`s have run. */
  app?: () => Omit<AppOptions, 'db' | 'clock' | 'embedded'>
}

/**
 * The opening of an embedded route test: the app with email login on a dev mailbox (started
 * before the file's tests, closed after), and the calls every such test makes.
 * @example
 * const app = useEmbeddedTestApp()
 * test('…', async () => { const token = await app.openSession('a@example.com') })
 */
export function useEmbeddedTestApp(options: EmbeddedTestAppOptions = {}): EmbeddedTestApp {
  const app = {
    mailedCode,
    call,
    openSession,
    createWallet,
    openSessionWithWallet,
    newShares,
  } as EmbeddedTestApp
  const vaultOrigin =
    options.vaultOrigin === undefined ? 'http://vault.localhost:5177' : options.vaultOrigin
  beforeAll(async () => {
    app.mailbox = await startDevMailbox()
    app.t = await createTestApp({
      ...options.app?.(),
      embedded: {
        secret: options.secret ?? new Uint8Array(32).fill(7),
        mailer: createSmtpMailer({
          smtpUrl: app.mailbox.smtpUrl,
          from: 'Porthole <a@porthole.test>',
        }),
        ...(vaultOrigin === null ? {} : { vaultOrigin }),
      },
    })
  })
  afterAll(async () => {
    await app.t.testDb.dispose()
    await app.mailbox.close()
  })

  function call(path: string, token: string, body?: unknown) {
    return app.t.request(`${path}?projectId=test`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  }
  async function mailedCode(email: string, send: () => Promise<{ status: number }>) {
    const before = app.mailbox.messages().filter((m) => m.to.includes(email)).length
    expect((await send()).status).toBe(202)
    const mail = await app.mailbox.waitForMail(email, { after: before })
    const code = mail.text.match(/\b(\d{6})\b/)?.[1]
    if (!code) throw new Error('no code in the mail')
    return code
  }
  async function openSession(email: string) {
    const code = await mailedCode(email, () =>
      app.t.post('/v1/embedded/otp?projectId=test', { email }),
    )
    const opened = await app.t.post('/v1/embedded/otp/verify?projectId=test', { email, code })
    const { token } = await opened.json()
    return token as string
  }
  async function createWallet(token: string, key: PrivateKeyAccount) {
    const created = await call('/v1/embedded/wallet', token, {
      evmAddress: key.address,
      solanaAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
      authShare: Buffer.alloc(33, 5).toString('base64'),
    })
    expect(created.status).toBe(201)
  }
  async function newShares(signer: PrivateKeyAccount, fill = 6) {
    const authShare = Buffer.alloc(33, fill).toString('base64')
    const signature = await signer.signMessage({ message: `Porthole key shares\n${authShare}` })
    return { authShare, sealedRecovery: SEALED_RECOVERY, signature }
  }
  async function openSessionWithWallet(email: string, key: PrivateKeyAccount) {
    const token = await openSession(email)
    await createWallet(token, key)
    return token
  }
  return app
}
