import type { Queryable } from '../Db.ts'

type Move = {
  projectId: string
  from: string
  to: string
  at: Date
  /** Seals what was bound to `from` again for `to`: the auth share and the recovery share. */
  reseal: (sealed: { authShare: string; recovery: string | null }) => {
    authShare: string
    recovery: string | null
  }
}

/**
 * Moves the embedded account keyed by `from` to `to` inside the caller's transaction
 * (UPDATE_EMAIL's last step): its wallet, recovery passkey and recovery code (their seals bound to the new
 * email), its live sessions (the person stays signed in everywhere), the social logins that
 * reach it, and ends the change in progress. Answers false, changing nothing, when `to`
 * has a wallet of its own or `from` has none.
 */
export async function moveEmbeddedAccount(db: Queryable, move: Move): Promise<boolean> {
  const { projectId, from, to } = move
  const wallets = await db.query<{ email: string; auth_share: string }>(
    `SELECT email, auth_share FROM embedded_wallets WHERE project_id = $1 AND email IN ($2, $3)
     FOR UPDATE`,
    [projectId, from, to],
  )
  const wallet = wallets.find((row) => row.email === from)
  if (!wallet || wallets.some((row) => row.email === to)) return false
  const [passkey] = await db.query<{ sealed_recovery: string }>(
    'SELECT sealed_recovery FROM embedded_passkeys WHERE project_id = $1 AND email = $2',
    [projectId, from],
  )
  const sealed = move.reseal({
    authShare: wallet.auth_share,
    recovery: passkey?.sealed_recovery ?? null,
  })
  // Sessions a code for `to` opened before it had this wallet end: the account is ours now.
  await db.query(
    `UPDATE embedded_sessions SET revoked_at = $3
     WHERE project_id = $1 AND email = $2 AND revoked_at IS NULL`,
    [projectId, to, move.at],
  )
  await db.query('DELETE FROM embedded_passkeys WHERE project_id = $1 AND email = $2', [
    projectId,
    to,
  ])
  await db.query(
    'UPDATE embedded_wallets SET email = $3, auth_share = $4 WHERE project_id = $1 AND email = $2',
    [projectId, from, to, sealed.authShare],
  )
  if (passkey)
    await db.query(
      `UPDATE embedded_passkeys SET email = $3, sealed_recovery = $4
       WHERE project_id = $1 AND email = $2`,
      [projectId, from, to, sealed.recovery],
    )
  await moveRecoveryCode(db, move, wallet.auth_share)
  await db.query(
    `UPDATE embedded_sessions SET email = $3
     WHERE project_id = $1 AND email = $2 AND revoked_at IS NULL`,
    [projectId, from, to],
  )
  await db.query(
    'UPDATE embedded_identities SET account_email = $3 WHERE project_id = $1 AND account_email = $2',
    [projectId, from, to],
  )
  await db.query('DELETE FROM embedded_email_updates WHERE project_id = $1 AND email = $2', [
    projectId,
    from,
  ])
  return true
}

/** The account's recovery code, its seal bound to the new email (a code `to` had goes). */
async function moveRecoveryCode(db: Queryable, move: Move, authShare: string) {
  const { projectId, from, to } = move
  await db.query('DELETE FROM embedded_recovery_codes WHERE project_id = $1 AND email = $2', [
    projectId,
    to,
  ])
  const [code] = await db.query<{ sealed_recovery: string }>(
    'SELECT sealed_recovery FROM embedded_recovery_codes WHERE project_id = $1 AND email = $2',
    [projectId, from],
  )
  if (!code) return
  const { recovery } = move.reseal({ authShare, recovery: code.sealed_recovery })
  await db.query(
    `UPDATE embedded_recovery_codes SET email = $3, sealed_recovery = $4
     WHERE project_id = $1 AND email = $2`,
    [projectId, from, to, recovery],
  )
}
