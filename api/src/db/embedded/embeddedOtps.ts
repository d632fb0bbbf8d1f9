import type { Queryable } from '../Db.ts'

export type OtpRow = {
  codeHash: string | null
  sentAt: Date
  expiresAt: Date
  attemptsLeft: number
  lockedUntil: Date | null
  /** Locks this code row has had since its last right code (each lasts twice the one before). */
  lockCount: number
}

/**
 * What a code is for: a login, or one of the two codes of an email change (SPEC §4
 * UPDATE_EMAIL: `updatePrimary` to the current address, `updateSecondary` to the new one).
 */
export type OtpPurpose = 'login' | 'updatePrimary' | 'updateSecondary'

/**
 * One code row: the purpose defaults to a login; `challengeHash` is the SHA-256 of the
 * asking browser's challenge (SECURITY #25), empty for the codes of an email change, which
 * a session already binds.
 */
export type OtpKey = {
  projectId: string
  email: string
  purpose?: OtpPurpose
  challengeHash?: string
}
type Key = OtpKey
const params = (key: Key) => [
  key.projectId,
  key.email,
  key.purpose ?? 'login',
  key.challengeHash ?? '',
]
const WHERE = 'project_id = $1 AND email = $2 AND purpose = $3 AND challenge_hash = $4'

/** The email's code row, locked for the rest of the transaction. */
export async function findOtpForUpdate(db: Queryable, key: Key): Promise<OtpRow | undefined> {
  const rows = await db.query<{
    code_hash: string | null
    sent_at: Date
    expires_at: Date
    attempts_left: number
    locked_until: Date | null
    lock_count: number
  }>(
    `SELECT code_hash, sent_at, expires_at, attempts_left, locked_until, lock_count
     FROM embedded_otps WHERE ${WHERE} FOR UPDATE`,
    params(key),
  )
  const row = rows[0]
  if (!row) return undefined
  return {
    codeHash: row.code_hash,
    sentAt: new Date(row.sent_at),
    expiresAt: new Date(row.expires_at),
    attemptsLeft: row.attempts_left,
    lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
    lockCount: row.lock_count,
  }
}

/**
 * Stores a fresh code for the row, replacing the one before. `attempts` is what the code may
 * still be guessed: the caller carries the attempts left over a resend (SECURITY #25).
 */
export async function saveOtp(
  db: Queryable,
  entry: Key & { codeHash: string; sentAt: Date; expiresAt: Date; attempts: number },
): Promise<void> {
  await db.query(
    `INSERT INTO embedded_otps (project_id, email, purpose, challenge_hash, code_hash, sent_at,
       expires_at, attempts_left, locked_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL)
     ON CONFLICT (project_id, email, purpose, challenge_hash) DO UPDATE SET code_hash = $5,
       sent_at = $6, expires_at = $7, attempts_left = $8, locked_until = NULL`,
    [...params(entry), entry.codeHash, entry.sentAt, entry.expiresAt, entry.attempts],
  )
}

/** Takes one attempt; at zero the code is dropped and the row locked until `lockUntil`. */
export async function spendAttempt(
  db: Queryable,
  entry: Key & { attemptsLeft: number; lockUntil: Date },
): Promise<void> {
  const locked = entry.attemptsLeft <= 0
  await db.query(
    `UPDATE embedded_otps SET attempts_left = $5,
       code_hash = CASE WHEN $6 THEN NULL ELSE code_hash END,
       locked_until = CASE WHEN $6 THEN $7::timestamptz ELSE locked_until END,
       lock_count = CASE WHEN $6 THEN lock_count + 1 ELSE lock_count END
     WHERE ${WHERE}`,
    [...params(entry), Math.max(entry.attemptsLeft, 0), locked, entry.lockUntil],
  )
}

/**
 * Marks the code used: it cannot be verified again; the send time stays for the resend limit.
 * A right code restores the row's attempts and ends its back-off.
 */
export async function consumeOtp(db: Queryable, key: Key, attempts: number): Promise<void> {
  await db.query(
    `UPDATE embedded_otps SET code_hash = NULL, attempts_left = $5, lock_count = 0 WHERE ${WHERE}`,
    [...params(key), attempts],
  )
}
