import type { Queryable } from './Db.ts'

export type SocialAttempt = {
  state: string
  projectId: string
  provider: string
  codeVerifier: string
  nonce: string
  returnOrigin: string
}

/** Stores a new attempt and drops expired ones. */
export async function insertSocialAttempt(
  db: Queryable,
  entry: SocialAttempt & { createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query('DELETE FROM social_attempts WHERE expires_at < $1', [entry.createdAt])
  await db.query(
    `INSERT INTO social_attempts (state, project_id, provider, code_verifier, nonce,
       return_origin, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.state,
      entry.projectId,
      entry.provider,
      entry.codeVerifier,
      entry.nonce,
      entry.returnOrigin,
      entry.createdAt,
      entry.expiresAt,
    ],
  )
}

type AttemptRow = {
  state: string
  project_id: string
  provider: string
  code_verifier: string
  nonce: string
  return_origin: string
}

/**
 * Marks the attempt used and returns it, if it is for `provider`, unused and unexpired;
 * undefined otherwise (of two callbacks racing with one state, exactly one gets it).
 */
export async function consumeSocialAttempt(
  db: Queryable,
  { state, provider, at }: { state: string; provider: string; at: Date },
): Promise<SocialAttempt | undefined> {
  const [row] = await db.query<AttemptRow>(
    `UPDATE social_attempts SET used_at = $3
     WHERE state = $1 AND provider = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING state, project_id, provider, code_verifier, nonce, return_origin`,
    [state, provider, at],
  )
  if (!row) return undefined
  return {
    state: row.state,
    projectId: row.project_id,
    provider: row.provider,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    returnOrigin: row.return_origin,
  }
}
