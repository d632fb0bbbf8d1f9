import type { Queryable } from '../Db.ts'

export async function insertEmbeddedSession(
  db: Queryable,
  entry: { tokenHash: string; projectId: string; email: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO embedded_sessions (token_hash, project_id, email, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [entry.tokenHash, entry.projectId, entry.email, entry.createdAt, entry.expiresAt],
  )
}

/** The email of a live (unexpired, unrevoked) session of the project, if any. */
export async function findEmbeddedSession(
  db: Queryable,
  { tokenHash, projectId, at }: { tokenHash: string; projectId: string; at: Date },
): Promise<{ email: string; expiresAt: Date } | undefined> {
  const rows = await db.query<{ email: string; expires_at: Date }>(
    `SELECT email, expires_at FROM embedded_sessions
     WHERE token_hash = $1 AND project_id = $2 AND revoked_at IS NULL AND expires_at > $3`,
    [tokenHash, projectId, at],
  )
  const row = rows[0]
  return row ? { email: row.email, expiresAt: new Date(row.expires_at) } : undefined
}

export async function revokeEmbeddedSession(
  db: Queryable,
  { tokenHash, at }: { tokenHash: string; at: Date },
): Promise<void> {
  await db.query(
    'UPDATE embedded_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash, at],
  )
}
