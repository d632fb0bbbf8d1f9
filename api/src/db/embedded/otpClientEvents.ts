import type { Queryable } from '../Db.ts'

/** What the api limits per client over every email: codes sent and wrong codes entered. */
export type OtpClientEvent = 'send' | 'failure'

const tables = {
  send: { table: 'embedded_otp_sends', at: 'sent_at' },
  failure: { table: 'embedded_otp_failures', at: 'failed_at' },
} as const

/**
 * One client's `event`s since `since` (over every email), and when the last one was; the
 * client's older ones are dropped.
 */
export async function readOtpClientEvents(
  db: Queryable,
  event: OtpClientEvent,
  entry: { projectId: string; client: string; since: Date },
): Promise<{ count: number; last: Date | null }> {
  const { table, at } = tables[event]
  await db.query(`DELETE FROM ${table} WHERE project_id = $1 AND client = $2 AND ${at} < $3`, [
    entry.projectId,
    entry.client,
    entry.since,
  ])
  const [row] = await db.query<{ count: number | string; last: Date | string | null }>(
    `SELECT count(*) AS count, max(${at}) AS last FROM ${table}
     WHERE project_id = $1 AND client = $2`,
    [entry.projectId, entry.client],
  )
  return { count: Number(row?.count ?? 0), last: row?.last ? new Date(row.last) : null }
}

/** Records one `event` of the client at `at`. */
export async function insertOtpClientEvent(
  db: Queryable,
  event: OtpClientEvent,
  entry: { projectId: string; client: string; at: Date },
): Promise<void> {
  const { table, at } = tables[event]
  await db.query(`INSERT INTO ${table} (project_id, client, ${at}) VALUES ($1, $2, $3)`, [
    entry.projectId,
    entry.client,
    entry.at,
  ])
}
