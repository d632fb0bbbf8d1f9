import type { TelemetryEvent } from '../../telemetry/TelemetryEventSchema.ts'
import type { Queryable } from '../Db.ts'

/** Counts one more event in the project's window and returns the new count. */
export async function countTelemetryEvent(
  db: Queryable,
  projectId: string,
  windowStart: Date,
): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `INSERT INTO telemetry_windows (project_id, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (project_id, window_start)
     DO UPDATE SET count = telemetry_windows.count + 1
     RETURNING count`,
    [projectId, windowStart],
  )
  return row!.count
}

/** Counts one more event from `client` in the project's window and returns the new count. */
export async function countTelemetryClientEvent(
  db: Queryable,
  projectId: string,
  client: string,
  windowStart: Date,
): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `INSERT INTO telemetry_client_windows (project_id, client, window_start, count)
     VALUES ($1, $2, $3, 1)
     ON CONFLICT (project_id, client, window_start)
     DO UPDATE SET count = telemetry_client_windows.count + 1
     RETURNING count`,
    [projectId, client, windowStart],
  )
  return row!.count
}

export type StoredEventMeta = {
  projectId: string
  sdkType: string | undefined
  sdkVersion: string | undefined
  receivedAt: Date
}

/** Stores an event; a repeated eventId for the project is ignored. */
export async function insertTelemetryEvent(
  db: Queryable,
  event: TelemetryEvent,
  meta: StoredEventMeta,
): Promise<void> {
  await db.query(
    `INSERT INTO telemetry_events (project_id, event_id, url, domain, event_time, props,
       sdk_type, sdk_version, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (project_id, event_id) DO NOTHING`,
    [
      meta.projectId,
      event.eventId,
      event.url,
      event.domain,
      new Date(event.timestamp),
      event.props,
      meta.sdkType ?? null,
      meta.sdkVersion ?? null,
      meta.receivedAt,
    ],
  )
}

export async function countStoredTelemetry(db: Queryable, projectId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM telemetry_events WHERE project_id = $1',
    [projectId],
  )
  return row?.count ?? 0
}

/** Deletes events received before `cutoff` and finished rate windows; returns events deleted. */
export async function pruneTelemetry(
  db: Queryable,
  cutoff: Date,
  windowCutoff: Date,
): Promise<number> {
  const deleted = await db.query(
    'DELETE FROM telemetry_events WHERE received_at < $1 RETURNING 1 AS one',
    [cutoff],
  )
  await db.query('DELETE FROM telemetry_windows WHERE window_start < $1', [windowCutoff])
  await db.query('DELETE FROM telemetry_client_windows WHERE window_start < $1', [windowCutoff])
  return deleted.length
}
