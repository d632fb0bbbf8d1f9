import type { Queryable } from '../Db.ts'

/**
 * One client's wrong codes since `since` (over every email), and when the last one was; the
 * client's older ones are dropped.
 */
export async function readClientFailures(
  db: Queryable,
  entry: { projectId: string; client: string; since: Date },
): Promise<{ count: number; last: Date | null }> {
  await db.query(
    'DELETE FROM embedded_otp_failures WHERE project_id = $1 AND client = $2 AND failed_at < $3',
    [entry.projectId, entry.client, entry.since],
  )
  const [row] = await db.query<{ count: number | string; last: Date | string | null }>(
    `SELECT count(*) AS count, max(failed_at) AS last FROM embedded_otp_failures
     WHERE project_id = $1 AND client = $2`,
    [entry.projectId, entry.client],
  )
  return { count: Number(row?.count ?? 0), last: row?.last ? new Date(row.last) : null }
}

export async function insertClientFailure(
  db: Queryable,
  entry: { projectId: string; client: string; failedAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO embedded_otp_failures (project_id, client, failed_at) VALUES ($1, $2, $3)',
    [entry.projectId, entry.client, entry.failedAt],
  )
}
