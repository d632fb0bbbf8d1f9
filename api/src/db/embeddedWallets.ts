import type { Queryable } from './Db.ts'

export type EmbeddedWalletRow = {
  email: string
  evmAddress: string
  solanaAddress: string
  /** Sealed (AES-256-GCM); opened by the route for the session's owner only. */
  sealedAuthShare: string
}

type Key = { projectId: string; email: string }

export async function findEmbeddedWallet(
  db: Queryable,
  key: Key,
): Promise<EmbeddedWalletRow | undefined> {
  const rows = await db.query<{
    email: string
    evm_address: string
    solana_address: string
    auth_share: string
  }>(
    `SELECT email, evm_address, solana_address, auth_share FROM embedded_wallets
     WHERE project_id = $1 AND email = $2`,
    [key.projectId, key.email],
  )
  const row = rows[0]
  if (!row) return undefined
  return {
    email: row.email,
    evmAddress: row.evm_address,
    solanaAddress: row.solana_address,
    sealedAuthShare: row.auth_share,
  }
}

/** Stores the wallet unless the email has one already: true when this call stored it. */
export async function insertEmbeddedWallet(
  db: Queryable,
  entry: Key & EmbeddedWalletRow & { createdAt: Date },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO embedded_wallets (project_id, email, evm_address, solana_address, auth_share, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (project_id, email) DO NOTHING RETURNING email`,
    [
      entry.projectId,
      entry.email,
      entry.evmAddress,
      entry.solanaAddress,
      entry.sealedAuthShare,
      entry.createdAt,
    ],
  )
  return rows.length === 1
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
