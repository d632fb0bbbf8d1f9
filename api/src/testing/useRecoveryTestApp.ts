import { privateKeyToAccount } from 'viem/accounts'
import { saveEmbeddedPasskey } from '../db/embedded/embeddedPasskeys.ts'
import {
  type EmbeddedTestApp,
  type EmbeddedTestAppOptions,
  SEALED_RECOVERY,
  useEmbeddedTestApp,
} from './useEmbeddedTestApp.ts'

/** The key of the accounts `signedIn` opens: it signs their shares. */
export const ACCOUNT_KEY = privateKeyToAccount(`0x${'11'.repeat(32)}`)
/** A key no account has: shares it signed are refused. */
export const STRANGER_KEY = privateKeyToAccount(`0x${'22'.repeat(32)}`)
/** The id and PRF salt of the passkey `savePasskey` stores. */
export const SAVED_PASSKEY = { credentialId: 'Y3JlZGVudGlhbA', prfSalt: 'A'.repeat(43) }

export type RecoveryTestApp = EmbeddedTestApp & {
  /** A session of `email` with a wallet of `ACCOUNT_KEY`. */
  signedIn: (email: string) => Promise<string>
  /** A passkey of `email` stored as registration stores it, sealing `SEALED_RECOVERY`. */
  savePasskey: (email: string, transports: string[]) => Promise<void>
}

/**
 * The opening of a recovery method's route test: `useEmbeddedTestApp` with accounts of one
 * key, and a passkey stored without its ceremony.
 * @example
 * const app = useRecoveryTestApp()
 * test('…', async () => { const token = await app.signedIn('a@example.com') })
 */
export function useRecoveryTestApp(options: EmbeddedTestAppOptions = {}): RecoveryTestApp {
  const app = useEmbeddedTestApp(options) as RecoveryTestApp
  app.signedIn = (email) => app.openSessionWithWallet(email, ACCOUNT_KEY)
  app.savePasskey = (email, transports) =>
    saveEmbeddedPasskey(app.t.testDb.db, {
      projectId: 'test',
      email,
      ...SAVED_PASSKEY,
      publicKey: 'AAAA',
      counter: 0,
      transports,
      sealedRecovery: SEALED_RECOVERY,
      createdAt: new Date(),
    })
  return app
}
