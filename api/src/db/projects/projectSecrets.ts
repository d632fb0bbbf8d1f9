import type { Queryable } from '../Db.ts'

/** Keeps `hash` as project `id`'s secret (the one before no longer works); false for no such project. */
export async function setProjectSecretHash(
  db: Queryable,
  { id, hash }: { id: string; hash: string },
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'UPDATE projects SET secret_hash = $2, updated_at = now() WHERE id = $1 RETURNING id',
    [id, hash],
  )
  return rows.length > 0
}

/** Project `id`'s secret hash; null when the project has none (or does not exist). */
export async function findProjectSecretHash(db: Queryable, id: string): Promise<string | null> {
  const [row] = await db.query<{ secret_hash: string | null }>(
    'SELECT secret_hash FROM projects WHERE id = $1',
    [id],
  )
  return row?.secret_hash ?? null
}
