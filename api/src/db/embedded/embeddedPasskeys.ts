import type { Queryable } from '../Db.ts'

export type EmbeddedPasskeyRow = {
  credentialId: string
  /** COSE public key, base64url. */
  publicKey: string
  counter: number
  transports: string[]
  /** The PRF salt (base64url) the vault evaluates to rebuild its key. */
  prfSalt: string
  /** The vault's ciphertext, sealed again with the server's key. */
  sealedRecovery: string
  createdAt: Date
}

type Key = { projectId: string; email: string }
type Row = {
  credential_id: string
  public_key: string
  counter: string | number
  transports: string
  prf_salt: string
  sealed_recovery: string
  created_at: Date
}

export async function findEmbeddedPasskey(
  db: Queryable,
  key: Key,
): Promise<EmbeddedPasskeyRow | undefined> {
  const rows = await db.query<Row>(
    `SELECT credential_id, public_key, counter, transports, prf_salt, sealed_recovery, created_at
     FROM embedded_passkeys WHERE project_id = $1 AND email = $2`,
    [key.projectId, key.email],
  )
  const row = rows[0]
  if (!row) return undefined
  return {
    credentialId: row.credential_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: row.transports ? row.transports.split(',') : [],
    prfSalt: row.prf_salt,
    sealedRecovery: row.sealed_recovery,
    createdAt: new Date(row.created_at),
  }
}

/** Stores the account's passkey, replacing the one it had. */
export async function saveEmbeddedPasskey(
  db: Queryable,
  entry: Key & EmbeddedPasskeyRow,
): Promise<void> {
  await db.query(
    `INSERT INTO embedded_passkeys
       (project_id, email, credential_id, public_key, counter, transports, prf_salt, sealed_recovery, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (project_id, email) DO UPDATE SET credential_id = $3, public_key = $4,
       counter = $5, transports = $6, prf_salt = $7, sealed_recovery = $8, created_at = $9`,
    [
      entry.projectId,
      entry.email,
      entry.credentialId,
      entry.publicKey,
      entry.counter,
      entry.transports.join(','),
      entry.prfSalt,
      entry.sealedRecovery,
      entry.createdAt,
    ],
  )
}

export async function updatePasskeyCounter(
  db: Queryable,
  entry: Key & { counter: number },
): Promise<void> {
  await db.query('UPDATE embedded_passkeys SET counter = $3 WHERE project_id = $1 AND email = $2', [
    entry.projectId,
    entry.email,
    entry.counter,
  ])
}

export async function saveChallenge(
  db: Queryable,
  entry: { tokenHash: string; purpose: string; challenge: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO embedded_passkey_challenges (token_hash, purpose, challenge, expires_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (token_hash, purpose) DO UPDATE SET challenge = $3, expires_at = $4`,
    [entry.tokenHash, entry.purpose, entry.challenge, entry.expiresAt],
  )
}

/** The live challenge of the session's ceremony, deleted as it is read (single use). */
export async function takeChallenge(
  db: Queryable,
  key: { tokenHash: string; purpose: string; at: Date },
): Promise<string | undefined> {
  const rows = await db.query<{ challenge: string; expires_at: Date }>(
    `DELETE FROM embedded_passkey_challenges WHERE token_hash = $1 AND purpose = $2
     RETURNING challenge, expires_at`,
    [key.tokenHash, key.purpose],
  )
  const row = rows[0]
  return row && new Date(row.expires_at).getTime() > key.at.getTime() ? row.challenge : undefined
}

/** The recovery share sealed anew (the key was split again on a new device). */
export async function updatePasskeyRecovery(
  db: Queryable,
  entry: Key & { sealedRecovery: string },
): Promise<void> {
  await db.query(
    'UPDATE embedded_passkeys SET sealed_recovery = $3 WHERE project_id = $1 AND email = $2',
    [entry.projectId, entry.email, entry.sealedRecovery],
  )
}

/** The account's passkey goes (a recovery code replaced it as the recovery method). */
export async function deleteEmbeddedPasskey(db: Queryable, key: Key): Promise<void> {
  await db.query('DELETE FROM embedded_passkeys WHERE project_id = $1 AND email = $2', [
    key.projectId,
    key.email,
  ])
}
