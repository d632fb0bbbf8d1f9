import type { Queryable } from './Db.ts'

export type NameProfile = {
  name: string
  addresses: Record<string, { address: string; created: string }>
  attributes: Record<string, string>
  registered: string
  updated: string
}

type NameRow = {
  name: string
  address: string
  coin_type: string
  attributes: Record<string, string>
  registered_at: Date
  updated_at: Date
}

const columns = 'name, address, coin_type::text AS coin_type, attributes, registered_at, updated_at'

const toProfile = (row: NameRow): NameProfile => ({
  name: row.name,
  addresses: {
    [row.coin_type]: { address: row.address, created: row.registered_at.toISOString() },
  },
  attributes: row.attributes,
  registered: row.registered_at.toISOString(),
  updated: row.updated_at.toISOString(),
})

export type NewName = {
  name: string
  address: string
  coinType: number
  attributes: Record<string, string>
  at: Date
}

/** Inserts a name; undefined when it already exists (the loser of a race gets this too). */
export async function insertName(db: Queryable, entry: NewName): Promise<NameProfile | undefined> {
  const [row] = await db.query<NameRow>(
    `INSERT INTO names (name, address, coin_type, attributes, registered_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (name) DO NOTHING
     RETURNING ${columns}`,
    [entry.name, entry.address, entry.coinType, entry.attributes, entry.at],
  )
  return row && toProfile(row)
}

export async function findName(db: Queryable, name: string): Promise<NameProfile | undefined> {
  const [row] = await db.query<NameRow>(`SELECT ${columns} FROM names WHERE name = $1`, [name])
  return row && toProfile(row)
}

export async function findNamesByAddress(
  db: Queryable,
  address: string,
  coinType?: number,
): Promise<NameProfile[]> {
  const rows = await db.query<NameRow>(
    `SELECT ${columns} FROM names
     WHERE lower(address) = lower($1) AND ($2::bigint IS NULL OR coin_type = $2::bigint)
     ORDER BY registered_at, name LIMIT 100`,
    [address, coinType ?? null],
  )
  return rows.map(toProfile)
}

/** Which of `names` are taken. */
export async function registeredNames(db: Queryable, names: string[]): Promise<Set<string>> {
  const rows = await db.query<{ name: string }>(
    'SELECT name FROM names WHERE name = ANY($1::text[])',
    [names],
  )
  return new Set(rows.map((row) => row.name))
}
