import type { Queryable } from '../Db.ts'

/** Stores a fresh nonce for the project and drops the project's expired ones. */
export async function insertNonce(
  db: Queryable,
  entry: { nonce: string; projectId: string; issuedAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query('DELETE FROM siwx_nonces WHERE project_id = $1 AND expires_at < $2', [
    entry.projectId,
    entry.issuedAt,
  ])
  await db.query(
    'INSERT INTO siwx_nonces (nonce, project_id, issued_at, expires_at) VALUES ($1, $2, $3, $4)',
    [entry.nonce, entry.projectId, entry.issuedAt, entry.expiresAt],
  )
}

/**
 * Marks the nonce used if it was issued for the project, is unused and has not expired.
 * False otherwise: of two requests racing with one nonce, exactly one gets true.
 */
export async function consumeNonce(
  db: Queryable,
  { nonce, projectId, at }: { nonce: string; projectId: string; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE siwx_nonces SET used_at = $3
     WHERE nonce = $1 AND project_id = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING nonce`,
    [nonce, projectId, at],
  )
  return rows.length === 1
}
