import type { Queryable } from '../Db.ts'

type Key = { projectId: string; email: string }

export type EmbeddedRecoveryCodeRow = {
  /** The vault's ciphertext, sealed again with the server's key. */
  sealedRecovery: string
  createdAt: Date
}

export async function findEmbeddedRecoveryCode(
  db: Queryable,
  key: Key,
): Promise<EmbeddedRecoveryCodeRow | undefined> {
  const rows = await db.query<{ sealed_recovery: string; created_at: Date }>(
    `SELECT sealed_recovery, created_at FROM embedded_recovery_codes
     WHERE project_id = $1 AND email = $2`,
    [key.projectId, key.email],
  )
  const row = rows[0]
  return row && { sealedRecovery: row.sealed_recovery, createdAt: new Date(row.created_at) }
}

/** Stores the account's sealed recovery share of its code, replacing the one it had. */
export async function saveEmbeddedRecoveryCode(
  db: Queryable,
  entry: Key & EmbeddedRecoveryCodeRow,
): Promise<void> {
  await db.query(
    `INSERT INTO embedded_recovery_codes (project_id, email, sealed_recovery, created_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (project_id, email) DO UPDATE SET sealed_recovery = $3, created_at = $4`,
    [entry.projectId, entry.email, entry.sealedRecovery, entry.createdAt],
  )
}

export async function deleteEmbeddedRecoveryCode(db: Queryable, key: Key): Promise<void> {
  await db.query('DELETE FROM embedded_recovery_codes WHERE project_id = $1 AND email = $2', [
    key.projectId,
    key.email,
  ])
}
