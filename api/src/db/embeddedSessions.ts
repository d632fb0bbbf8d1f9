import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from './Db.ts'
import type { EmbeddedUser } from './embeddedUsers.ts'

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new session for the account: the bearer token is returned once, only its hash is kept. */
export async function insertEmbeddedSession(
  db: Queryable,
  entry: { user: EmbeddedUser; projectId: string; createdAt: Date; expiresAt: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  await db.query(
    `INSERT INTO embedded_sessions (token_hash, user_id, project_id, provider, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      hash(token),
      entry.user.id,
      entry.projectId,
      entry.user.provider,
      entry.createdAt,
      entry.expiresAt,
    ],
  )
  return { token, expiresAt: entry.expiresAt }
}

export type SessionUser = {
  userId: string
  email: string | undefined
  provider: string
  username: string | undefined
  expiresAt: Date
}

/** The account of a live session of the project; undefined for unknown, expired or revoked. */
export async function findEmbeddedSession(
  db: Queryable,
  { token, projectId, at }: { token: string; projectId: string; at: Date },
): Promise<SessionUser | undefined> {
  const [row] = await db.query<{
    user_id: string
    email: string | null
    provider: string
    username: string | null
    expires_at: Date
  }>(
    `SELECT s.user_id, u.email, s.provider, s.expires_at,
       (SELECT i.username FROM embedded_identities i
        WHERE i.user_id = s.user_id AND i.provider = s.provider
        ORDER BY i.last_login_at DESC LIMIT 1) AS username
     FROM embedded_sessions s JOIN embedded_users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.project_id = $2 AND s.revoked_at IS NULL AND s.expires_at > $3`,
    [hash(token), projectId, at],
  )
  if (!row) return undefined
  return {
    userId: row.user_id,
    email: row.email ?? undefined,
    provider: row.provider,
    username: row.username ?? undefined,
    expiresAt: row.expires_at,
  }
}

/** Ends the session (sign out); false when there was no live one. */
export async function revokeEmbeddedSession(
  db: Queryable,
  { token, projectId, at }: { token: string; projectId: string; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE embedded_sessions SET revoked_at = $3
     WHERE token_hash = $1 AND project_id = $2 AND revoked_at IS NULL RETURNING token_hash`,
    [hash(token), projectId, at],
  )
  return rows.length === 1
}
