import type { Queryable } from '../Db.ts'

export type FarcasterChannel = {
  channelToken: string
  projectId: string
  nonce: string
  domain: string
}

/** Stores a channel opened on the relay and drops expired ones. */
export async function insertFarcasterChannel(
  db: Queryable,
  entry: FarcasterChannel & { createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query('DELETE FROM farcaster_channels WHERE expires_at < $1', [entry.createdAt])
  await db.query(
    `INSERT INTO farcaster_channels (channel_token, project_id, nonce, domain, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      entry.channelToken,
      entry.projectId,
      entry.nonce,
      entry.domain,
      entry.createdAt,
      entry.expiresAt,
    ],
  )
}

type Row = { channel_token: string; project_id: string; nonce: string; domain: string }
const toChannel = (row: Row): FarcasterChannel => ({
  channelToken: row.channel_token,
  projectId: row.project_id,
  nonce: row.nonce,
  domain: row.domain,
})

/** The project's unused, unexpired channel, if any. */
export async function findFarcasterChannel(
  db: Queryable,
  { channelToken, projectId, at }: { channelToken: string; projectId: string; at: Date },
): Promise<FarcasterChannel | undefined> {
  const [row] = await db.query<Row>(
    `SELECT channel_token, project_id, nonce, domain FROM farcaster_channels
     WHERE channel_token = $1 AND project_id = $2 AND used_at IS NULL AND expires_at > $3`,
    [channelToken, projectId, at],
  )
  return row ? toChannel(row) : undefined
}

/** Marks the channel used; false when it already was (exactly one completion wins). */
export async function consumeFarcasterChannel(
  db: Queryable,
  { channelToken, at }: { channelToken: string; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE farcaster_channels SET used_at = $2
     WHERE channel_token = $1 AND used_at IS NULL RETURNING channel_token`,
    [channelToken, at],
  )
  return rows.length === 1
}
