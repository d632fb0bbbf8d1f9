import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { AppEnv } from '../../AppEnv.ts'
import { saveEmbeddedPasskey } from '../../db/embedded/embeddedPasskeys.ts'
import { insertEmbeddedSession } from '../../db/embedded/embeddedSessions.ts'
import { insertEmbeddedWallet } from '../../db/embedded/embeddedWallets.ts'
import { saveProject } from '../../db/projects.ts'
import { ApiError, PasskeyUnavailableError } from '../../errors.ts'
import { ProjectInputSchema } from '../../projects/ProjectSchema.ts'
import { requireProject } from '../../requireProject.ts'
import { createTestClock } from '../../testing/createTestApp.ts'
import { createTestDb, type TestDb } from '../../testing/createTestDb.ts'
import { authShareAad, deriveEmbeddedKeys, openShare } from '../embeddedKeys.ts'
import { sha256Hex } from '../readEmbeddedSession.ts'
import { type PasskeyConfig, readPasskeyCaller } from './readPasskeyCaller.ts'

const keys = deriveEmbeddedKeys(new Uint8Array(32).fill(7))
const config: PasskeyConfig = {
  keys,
  origin: 'http://vault.localhost:5177',
  rpID: 'vault.localhost',
}
const clock = createTestClock()
let testDb: TestDb

/** A route that answers what the caller read, or the error it ended with. */
const app = (configured: () => PasskeyConfig = () => config) =>
  new Hono<AppEnv>()
    .use(requireProject({ db: testDb.db, clock, projectCacheMs: 0 }))
    .get('/caller', async (c) => {
      const caller = await readPasskeyCaller({ db: testDb.db, clock }, configured, c)
      const found = c.req.query('find')
      if (found === 'wallet') await caller.wallet()
      if (found === 'passkey') await caller.passkey()
      const sealed = caller.sealRecovery('vault ciphertext')
      return c.json({
        rpID: caller.rpID,
        project: caller.project.id,
        account: caller.account,
        recovery: caller.openRecovery(sealed),
        authShare: openShare(
          keys,
          authShareAad('shop', caller.account.email),
          caller.sealAuthShare('share'),
        ),
      })
    })
    .onError((error, c) =>
      c.json({ name: error.name }, error instanceof ApiError ? (error.status as 400) : 500),
    )

const ask = (token: string | null, find = '') =>
  app().request(`/caller?projectId=shop&find=${find}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

/** A live session of `email` in the project `shop`; its bearer token. */
async function sessionOf(email: string, expiresInMs = 60_000) {
  const token = sha256Hex(email).slice(0, 43)
  await insertEmbeddedSession(testDb.db, {
    tokenHash: sha256Hex(token),
    projectId: 'shop',
    email,
    createdAt: new Date(clock.now()),
    expiresAt: new Date(clock.now() + expiresInMs),
  })
  return token
}

beforeAll(async () => {
  testDb = await createTestDb()
  await saveProject(testDb.db, ProjectInputSchema.parse({ id: 'shop', name: 'Shop' }))
})
afterAll(() => testDb.dispose())

describe('readPasskeyCaller', () => {
  test('default: the session names the account; its shares are sealed for that account only', async () => {
    const token = await sessionOf('ida@example.test')
    const res = await ask(token)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      rpID: 'vault.localhost',
      project: 'shop',
      account: { projectId: 'shop', email: 'ida@example.test' },
      recovery: 'vault ciphertext',
      authShare: 'share',
    })
  })

  test('behavior: the account’s wallet and passkey are found once they exist', async () => {
    const email = 'max@example.test'
    const token = await sessionOf(email)
    expect(await (await ask(token, 'wallet')).json()).toEqual({ name: 'NoEmbeddedWalletError' })
    expect(await (await ask(token, 'passkey')).json()).toEqual({ name: 'NoPasskeyError' })
    await insertEmbeddedWallet(testDb.db, {
      projectId: 'shop',
      email,
      evmAddress: '0x0000000000000000000000000000000000000001',
      solanaAddress: 'solana',
      sealedAuthShare: 'sealed',
      createdAt: new Date(clock.now()),
      createdBy: sha256Hex(token),
    })
    await saveEmbeddedPasskey(testDb.db, {
      projectId: 'shop',
      email,
      credentialId: 'AAAA',
      publicKey: 'AAAA',
      counter: 0,
      transports: [],
      prfSalt: 'A'.repeat(43),
      sealedRecovery: 'sealed',
      createdAt: new Date(clock.now()),
    })
    expect((await ask(token, 'wallet')).status).toBe(200)
    expect((await ask(token, 'passkey')).status).toBe(200)
  })

  test('error: no bearer token, an unknown one or an expired session is 401', async () => {
    const expired = await sessionOf('old@example.test', -1)
    for (const token of [null, 'y'.repeat(43), expired]) {
      const res = await ask(token)
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ name: 'EmbeddedSessionRequiredError' })
    }
  })

  test('error: a server without the passkey configuration answers 503 before any session is read', async () => {
    const unconfigured = app(() => {
      throw new PasskeyUnavailableError()
    })
    const res = await unconfigured.request('/caller?projectId=shop')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ name: 'PasskeyUnavailableError' })
  })
})
