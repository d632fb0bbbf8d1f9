import type { Context } from 'hono'
import type { AppDeps, AppEnv } from '../../AppEnv.ts'
import { findEmbeddedPasskey } from '../../db/embedded/embeddedPasskeys.ts'
import { findEmbeddedWallet } from '../../db/embedded/embeddedWallets.ts'
import { NoEmbeddedWalletError, NoPasskeyError } from '../../errors.ts'
import {
  authShareAad,
  type EmbeddedKeys,
  openShare,
  recoveryAad,
  sealShare,
} from '../embeddedKeys.ts'
import { readEmbeddedSession } from '../readEmbeddedSession.ts'

/** The server's keys and the vault's origin (the passkey's relying party, `rpID` its host). */
export type PasskeyConfig = { keys: EmbeddedKeys; origin: string; rpID: string }

/**
 * What every recovery-passkey route opens with: `configured()` (503 when the server has no
 * embedded secret or vault origin), the call's project, the live session of the bearer token
 * (401 without one) and the account it names (`account`: project and email). `wallet()` and
 * `passkey()` find the account's wallet and passkey or end the call with 404
 * (`NoEmbeddedWalletError`, `NoPasskeyError`); the seals bind a share to this account.
 * @example const { session, passkey } = await readPasskeyCaller(deps, configured, c)
 */
export async function readPasskeyCaller(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  configured: () => PasskeyConfig,
  c: Context<AppEnv>,
) {
  const config = configured()
  const { project } = c.get('call')
  const session = await readEmbeddedSession(deps, c)
  const account = { projectId: project.id, email: session.email }
  return {
    ...config,
    project,
    session,
    account,
    wallet: async () => {
      const wallet = await findEmbeddedWallet(deps.db, account)
      if (!wallet) throw new NoEmbeddedWalletError()
      return wallet
    },
    passkey: async () => {
      const passkey = await findEmbeddedPasskey(deps.db, account)
      if (!passkey) throw new NoPasskeyError()
      return passkey
    },
    /** The auth share sealed with the server's key for this account. */
    sealAuthShare: (share: string) =>
      sealShare(config.keys, authShareAad(project.id, session.email), share),
    /** The vault's sealed recovery share, sealed again with the server's key for this account. */
    sealRecovery: (sealed: string) =>
      sealShare(config.keys, recoveryAad(project.id, session.email), sealed),
    /** The vault's sealed recovery share, as `sealRecovery` got it. */
    openRecovery: (stored: string) =>
      openShare(config.keys, recoveryAad(project.id, session.email), stored),
  }
}
