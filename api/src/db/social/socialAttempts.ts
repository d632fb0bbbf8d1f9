import type { SocialProfile } from '../../social/providers/SocialProfile.ts'
import type { Queryable } from '../Db.ts'

export type SocialAttempt = {
  state: string
  projectId: string
  provider: string
  codeVerifier: string
  nonce: string
  returnOrigin: string
}

/** An attempt at its callback: with the hash of the browser key it was bound to, if any. */
export type ConsumedAttempt = SocialAttempt & { browserKeyHash: string | null }

/** How a login ended at the provider, kept until the vault claims it. */
export type SocialOutcome =
  | { ok: true; profile: SocialProfile }
  | { ok: false; reason: string; message: string }

/** Stores a new attempt (with the SHA-256 of its result key) and drops expired ones. */
export async function insertSocialAttempt(
  db: Queryable,
  entry: SocialAttempt & { resultKeyHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query('DELETE FROM social_attempts WHERE expires_at < $1', [entry.createdAt])
  await db.query(
    `INSERT INTO social_attempts (state, project_id, provider, code_verifier, nonce,
       return_origin, created_at, expires_at, result_key_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      entry.state,
      entry.projectId,
      entry.provider,
      entry.codeVerifier,
      entry.nonce,
      entry.returnOrigin,
      entry.createdAt,
      entry.expiresAt,
      entry.resultKeyHash,
    ],
  )
}

/**
 * Marks the attempt used and returns it, if it is for `provider`, unused and unexpired;
 * undefined otherwise (of two callbacks racing with one state, exactly one gets it).
 */
export async function consumeSocialAttempt(
  db: Queryable,
  { state, provider, at }: { state: string; provider: string; at: Date },
): Promise<ConsumedAttempt | undefined> {
  const [row] = await db.query<ConsumedAttempt>(
    `UPDATE social_attempts SET used_at = $3
     WHERE state = $1 AND provider = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING state, project_id AS "projectId", provider, code_verifier AS "codeVerifier", nonce,
       return_origin AS "returnOrigin", browser_key_hash AS "browserKeyHash"`,
    [state, provider, at],
  )
  return row
}

/** Keeps the outcome of the attempt whose callback ran (`consumeSocialAttempt`). */
export async function saveSocialOutcome(
  db: Queryable,
  { state, outcome }: { state: string; outcome: SocialOutcome },
): Promise<void> {
  await db.query('UPDATE social_attempts SET outcome = $2 WHERE state = $1', [
    state,
    JSON.stringify(outcome),
  ])
}

/**
 * Ends an attempt that never reached its provider (a begin whose provider is away): used, with
 * its failed outcome, so the vault's claim hears the reason at once instead of waiting.
 */
export async function failSocialAttempt(
  db: Queryable,
  { state, at, outcome }: { state: string; at: Date; outcome: SocialOutcome & { ok: false } },
): Promise<void> {
  await db.query(
    'UPDATE social_attempts SET used_at = $2, outcome = $3 WHERE state = $1 AND used_at IS NULL',
    [state, at, JSON.stringify(outcome)],
  )
}

/**
 * The vault's claim on an attempt of `projectId` with its result key: `pending` while the
 * provider has not sent the person back, the outcome once (then the attempt is spent);
 * undefined for an unknown, expired or claimed attempt, or the wrong key.
 */
export async function claimSocialOutcome(
  db: Queryable,
  claim: { state: string; projectId: string; resultKeyHash: string; at: Date },
): Promise<{ state: 'pending' } | { state: 'done'; outcome: SocialOutcome } | undefined> {
  const [row] = await db.query<{ outcome: SocialOutcome | string | null }>(
    `UPDATE social_attempts SET claimed_at = CASE WHEN outcome IS NULL THEN NULL ELSE $4 END
     WHERE state = $1 AND project_id = $2 AND result_key_hash = $3 AND claimed_at IS NULL
       AND expires_at > $4
     RETURNING outcome`,
    [claim.state, claim.projectId, claim.resultKeyHash, claim.at],
  )
  if (!row) return undefined
  if (row.outcome === null) return { state: 'pending' }
  const outcome = typeof row.outcome === 'string' ? JSON.parse(row.outcome) : row.outcome
  return { state: 'done', outcome }
}
