import type { Queryable } from './Db.ts'

export type OtpRow = {
  codeHash: string | null
  sentAt: Date
  expiresAt: Date
  attemptsLeft: number
  lockedUntil: Date | null
}

/**
 * What a code is for: a login, or one of the two codes of an email change (SPEC §4
 * UPDATE_EMAIL: `updatePrimary` to the current address, `updateSecondary` to the new one).
 */
export type OtpPurpose = 'login' | 'updatePrimary' | 'updateSecondary'

/** One code row: the purpose defaults to a login. */
export type OtpKey = { projectId: string; email: string; purpose?: OtpPurpose }
type Key = OtpKey
const params = (key: Key) => [key.projectId, key.email, key.purpose ?? 'login']

/** The email's code row, locked for the rest of the transaction. */
export async function findOtpForUpdate(db: Queryable, key: Key): Promise<OtpRow | undefined> {
  const rows = await db.query<{
    code_hash: string | null
    sent_at: Date
    expires_at: Date
    attempts_left: number
    locked_until: Date | null
  }>(
    `SELECT code_hash, sent_at, expires_at, attempts_left, locked_until FROM embedded_otps
     WHERE project_id = $1 AND email = $2 AND purpose = $3 FOR UPDATE`,
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
  }
}

/** Stores a fresh code for the email, replacing the one before (and any ended lock). */
export async function saveOtp(
  db: Queryable,
  entry: Key & { codeHash: string; sentAt: Date; expiresAt: Date; attempts: number },
): Promise<void> {
  await db.query(
    `INSERT INTO embedded_otps (project_id, email, purpose, code_hash, sent_at, expires_at, attempts_left, locked_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, NULL)
     ON CONFLICT (project_id, email, purpose) DO UPDATE SET code_hash = $4, sent_at = $5,
       expires_at = $6, attempts_left = $7, locked_until = NULL`,
    [...params(entry), entry.codeHash, entry.sentAt, entry.expiresAt, entry.attempts],
  )
}

/** Takes one attempt; at zero the code is dropped and the email locked until `lockUntil`. */
export async function spendAttempt(
  db: Queryable,
  entry: Key & { attemptsLeft: number; lockUntil: Date },
): Promise<void> {
  const locked = entry.attemptsLeft <= 0
  await db.query(
    `UPDATE embedded_otps SET attempts_left = $4,
       code_hash = CASE WHEN $5 THEN NULL ELSE code_hash END,
       locked_until = CASE WHEN $5 THEN $6::timestamptz ELSE locked_until END
     WHERE project_id = $1 AND email = $2 AND purpose = $3`,
    [...params(entry), Math.max(entry.attemptsLeft, 0), locked, entry.lockUntil],
  )
}

/** Marks the code used: it cannot be verified again; the send time stays for the resend limit. */
export async function consumeOtp(db: Queryable, key: Key): Promise<void> {
  await db.query(
    'UPDATE embedded_otps SET code_hash = NULL WHERE project_id = $1 AND email = $2 AND purpose = $3',
    params(key),
  )
}

/** Counts one client's sends since `since` and drops that client's older ones. */
export async function countClientSends(
  db: Queryable,
  entry: { projectId: string; client: string; since: Date },
): Promise<number> {
  await db.query(
    'DELETE FROM embedded_otp_sends WHERE project_id = $1 AND client = $2 AND sent_at < $3',
    [entry.projectId, entry.client, entry.since],
  )
  const rows = await db.query<{ count: number | string }>(
    'SELECT count(*) AS count FROM embedded_otp_sends WHERE project_id = $1 AND client = $2',
    [entry.projectId, entry.client],
  )
  return Number(rows[0]?.count ?? 0)
}

export async function insertClientSend(
  db: Queryable,
  entry: { projectId: string; client: string; sentAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO embedded_otp_sends (project_id, client, sent_at) VALUES ($1, $2, $3)',
    [entry.projectId, entry.client, entry.sentAt],
  )
}
