import type { Queryable } from '../Db.ts'

/** An email change in progress (SPEC §4 UPDATE_EMAIL): the new address and the first step's state. */
export type EmailUpdateRow = { newEmail: string; primaryVerified: boolean; expiresAt: Date }

type Key = { projectId: string; email: string }

/** The account's change in progress unless it expired by `at`, locked for the transaction. */
export async function findEmailUpdateForUpdate(
  db: Queryable,
  key: Key & { at: Date },
): Promise<EmailUpdateRow | undefined> {
  const rows = await db.query<{ new_email: string; primary_verified: boolean; expires_at: Date }>(
    `SELECT new_email, primary_verified, expires_at FROM embedded_email_updates
     WHERE project_id = $1 AND email = $2 AND expires_at > $3 FOR UPDATE`,
    [key.projectId, key.email, key.at],
  )
  const row = rows[0]
  if (!row) return undefined
  return {
    newEmail: row.new_email,
    primaryVerified: row.primary_verified,
    expiresAt: new Date(row.expires_at),
  }
}

/** Starts (or starts over) the account's change to `newEmail`, neither code verified yet. */
export async function saveEmailUpdate(
  db: Queryable,
  entry: Key & { newEmail: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO embedded_email_updates (project_id, email, new_email, primary_verified, expires_at)
     VALUES ($1, $2, $3, false, $4)
     ON CONFLICT (project_id, email) DO UPDATE SET new_email = $3, primary_verified = false,
       expires_at = $4`,
    [entry.projectId, entry.email, entry.newEmail, entry.expiresAt],
  )
}

/** The code sent to the current address was right. */
export async function markPrimaryVerified(db: Queryable, key: Key): Promise<void> {
  await db.query(
    'UPDATE embedded_email_updates SET primary_verified = true WHERE project_id = $1 AND email = $2',
    [key.projectId, key.email],
  )
}
