import type { Queryable } from '../Db.ts'

/** Counts `calls` more chain RPC calls in the project's window and returns the new total. */
export async function countRpcCalls(
  db: Queryable,
  projectId: string,
  windowStart: Date,
  calls: number,
): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `INSERT INTO rpc_windows (project_id, window_start, count) VALUES ($1, $2, $3)
     ON CONFLICT (project_id, window_start)
     DO UPDATE SET count = rpc_windows.count + EXCLUDED.count
     RETURNING count`,
    [projectId, windowStart, calls],
  )
  return row!.count
}

/** Removes the windows that ended before `before`. */
export async function pruneRpcWindows(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM rpc_windows WHERE window_start < $1', [before])
}
