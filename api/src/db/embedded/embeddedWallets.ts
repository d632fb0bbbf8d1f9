import type { Queryable } from '../Db.ts'

export type EmbeddedWalletRow = {
  email: string
  evmAddress: string
  solanaAddress: string
  /** Sealed (AES-256-GCM); opened by the route for the session's owner only. */
  sealedAuthShare: string
  /** Whether a recovery method was stored for it (docs/decisions/0041; migration 020's column). */
  confirmed: boolean
}

type Key = { projectId: string; email: string }

export async function findEmbeddedWallet(
  db: Queryable,
  key: Key,
): Promise<EmbeddedWalletRow | undefined> {
  const [row] = await db.query<EmbeddedWalletRow>(
    `SELECT email, evm_address AS "evmAddress", solana_address AS "solanaAddress",
       auth_share AS "sealedAuthShare", confirmed_at IS NOT NULL AS confirmed
     FROM embedded_wallets
     WHERE project_id = $1 AND email = $2`,
    [key.projectId, key.email],
  )
  return row
}

/** Stores the wallet unless the email has one already: true when this call stored it. */
export async function insertEmbeddedWallet(
  db: Queryable,
  entry: Key & Omit<EmbeddedWalletRow, 'confirmed'> & { createdAt: Date; createdBy: string },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO embedded_wallets (project_id, email, evm_address, solana_address, auth_share, created_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (project_id, email) DO NOTHING RETURNING email`,
    [
      entry.projectId,
      entry.email,
      entry.evmAddress,
      entry.solanaAddress,
      entry.sealedAuthShare,
      entry.createdAt,
      entry.createdBy,
    ],
  )
  return rows.length === 1
}

/**
 * A recovery method (a passkey or a recovery code) was stored for the account's wallet: from
 * now on it outlives its creating session and is never replaced (docs/decisions/0041).
 */
export async function confirmEmbeddedWallet(
  db: Queryable,
  entry: Key & { at: Date },
): Promise<void> {
  await db.query(
    `UPDATE embedded_wallets SET confirmed_at = coalesce(confirmed_at, $3)
     WHERE project_id = $1 AND email = $2`,
    [entry.projectId, entry.email, entry.at],
  )
}

/**
 * Drops the account's wallet at `evmAddress` if it is still unconfirmed (no recovery method
 * stored, its address never given to a site): a login whose device holds no share of it makes
 * a new one instead (docs/decisions/0041). True when it was dropped.
 */
export async function discardUnconfirmedWallet(
  db: Queryable,
  entry: Key & { evmAddress: string },
): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM embedded_wallets
     WHERE project_id = $1 AND email = $2 AND lower(evm_address) = lower($3)
       AND confirmed_at IS NULL RETURNING email`,
    [entry.projectId, entry.email, entry.evmAddress],
  )
  return rows.length === 1
}

/**
 * Drops the account's wallet if it is unconfirmed and the session that created it was revoked
 * or has expired: its vault gave the login up, so no device holds its share.
 */
export async function dropAbandonedWallet(db: Queryable, entry: Key & { at: Date }): Promise<void> {
  await db.query(
    `DELETE FROM embedded_wallets w
     WHERE w.project_id = $1 AND w.email = $2 AND w.confirmed_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM embedded_sessions s WHERE s.token_hash = w.created_by
         AND s.revoked_at IS NULL AND s.expires_at > $3)`,
    [entry.projectId, entry.email, entry.at],
  )
}

/** Replaces the wallet's sealed auth share (the key was split again). */
export async function updateEmbeddedAuthShare(
  db: Queryable,
  entry: Key & { sealedAuthShare: string },
): Promise<void> {
  await db.query(
    'UPDATE embedded_wallets SET auth_share = $3 WHERE project_id = $1 AND email = $2',
    [entry.projectId, entry.email, entry.sealedAuthShare],
  )
}
