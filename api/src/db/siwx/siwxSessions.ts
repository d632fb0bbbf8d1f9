import type { SiwxSession } from '@porthole/shared-protocol'
import type { Queryable } from '../Db.ts'

type SessionRow = {
  pci: string
  namespace: 'eip155' | 'solana' | 'bip122'
  address: string
  chain_id: string
  domain: string
  uri: string
  message: string
  issued_at: Date
  expires_at: Date
}

const columns = 'pci, namespace, address, chain_id, domain, uri, message, issued_at, expires_at'

const toSession = (row: SessionRow): SiwxSession => ({
  pci: row.pci,
  namespace: row.namespace,
  address: row.address,
  chainId: row.chain_id as SiwxSession['chainId'],
  domain: row.domain,
  uri: row.uri,
  message: row.message,
  issuedAt: row.issued_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
})

export type NewSession = Omit<SiwxSession, 'issuedAt' | 'expiresAt'> & {
  projectId: string
  issuedAt: Date
  expiresAt: Date
  createdAt: Date
}

export async function insertSession(db: Queryable, entry: NewSession): Promise<SiwxSession> {
  const [row] = await db.query<SessionRow>(
    `INSERT INTO siwx_sessions (pci, project_id, namespace, address, chain_id, domain, uri,
       message, issued_at, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING ${columns}`,
    [
      entry.pci,
      entry.projectId,
      entry.namespace,
      entry.address,
      entry.chainId,
      entry.domain,
      entry.uri,
      entry.message,
      entry.issuedAt,
      entry.expiresAt,
      entry.createdAt,
    ],
  )
  return toSession(row!)
}

/** The address's sessions in the project that are neither revoked nor expired, newest first. */
export async function findActiveSessions(
  db: Queryable,
  { projectId, address, at }: { projectId: string; address: string; at: Date },
): Promise<SiwxSession[]> {
  const rows = await db.query<SessionRow>(
    `SELECT ${columns} FROM siwx_sessions
     WHERE project_id = $1 AND address = $2 AND revoked_at IS NULL AND expires_at > $3
     ORDER BY created_at DESC LIMIT 50`,
    [projectId, address, at],
  )
  return rows.map(toSession)
}

/** Revokes one of the address's sessions; false when the project has no such session for it. */
export async function revokeSession(
  db: Queryable,
  { projectId, address, pci, at }: { projectId: string; address: string; pci: string; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE siwx_sessions SET revoked_at = coalesce(revoked_at, $4)
     WHERE project_id = $1 AND address = $2 AND pci = $3
     RETURNING pci`,
    [projectId, address, pci, at],
  )
  return rows.length === 1
}
