import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../AppEnv.ts'
import { deleteEmbeddedPasskey } from '../../db/embedded/embeddedPasskeys.ts'
import {
  findEmbeddedRecoveryCode,
  saveEmbeddedRecoveryCode,
} from '../../db/embedded/embeddedRecoveryCodes.ts'
import {
  confirmEmbeddedWallet,
  updateEmbeddedAuthShare,
} from '../../db/embedded/embeddedWallets.ts'
import { NoRecoveryCodeError } from '../../errors.ts'
import { RecoveredSharesBodySchema } from './PasskeySchemas.ts'
import { passkeyBodyRoute } from './passkeyBodyRoute.ts'
import { createPasskeySetup } from './passkeySetup.ts'
import { readPasskeyCaller } from './readPasskeyCaller.ts'

/**
 * The recovery code (docs/decisions/0040), for a live session of the account: its status, the
 * recovery share the vault sealed with the code (stored, or given back to open a new
 * device), never the code itself. Storing needs the key's signature of the new auth share:
 * only the key's holder replaces the shares. The api holds the auth share and a seal it
 * cannot open, so it alone can never sign.
 */
export function createRecoveryCodeRoutes(deps: AppDeps): Hono<AppEnv> {
  const { configured, now, requireSignedShares } = createPasskeySetup(deps)

  return new Hono<AppEnv>()
    .get('/v1/embedded/recovery-code', async (c) => {
      const { account } = await readPasskeyCaller(deps, configured, c)
      const code = await findEmbeddedRecoveryCode(deps.db, account)
      return c.json({ code: code ? { createdAt: code.createdAt.toISOString() } : null })
    })
    .post(
      '/v1/embedded/recovery-code',
      ...passkeyBodyRoute(deps, configured, RecoveredSharesBodySchema, async (caller, body, c) => {
        const { account } = caller
        await requireSignedShares((await caller.wallet()).evmAddress, body)
        const createdAt = now()
        // The new auth share and the code's seal of the new recovery share land together; a
        // passkey's seal (of the old split) goes: one recovery method at a time.
        await deps.db.transaction(async (tx) => {
          await updateEmbeddedAuthShare(tx, {
            ...account,
            sealedAuthShare: caller.sealAuthShare(body.authShare),
          })
          await deleteEmbeddedPasskey(tx, account)
          await saveEmbeddedRecoveryCode(tx, {
            ...account,
            sealedRecovery: caller.sealRecovery(body.sealedRecovery),
            createdAt,
          })
          // With a recovery method the wallet is confirmed: it is kept for good from now on.
          await confirmEmbeddedWallet(tx, { ...account, at: createdAt })
        })
        return c.json({ createdAt: createdAt.toISOString() }, 201)
      }),
    )
    .post('/v1/embedded/recovery-code/open', async (c) => {
      const caller = await readPasskeyCaller(deps, configured, c)
      await caller.wallet()
      const code = await findEmbeddedRecoveryCode(deps.db, caller.account)
      if (!code) throw new NoRecoveryCodeError()
      return c.json({ sealedRecovery: caller.openRecovery(code.sealedRecovery) })
    })
}
