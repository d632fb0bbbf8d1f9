import type { Queryable } from '../Db.ts'

/**
 * Inserts `rows` into `wallets` (their values in the order of `columns`, the first being `id`),
 * 100 rows a statement; a wallet already stored gets those columns replaced, the rest kept.
 */
export async function upsertWalletRows(
  db: Queryable,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const updates = columns
    .slice(1)
    .map((column) => `${column} = EXCLUDED.${column}`)
    .join(', ')
  for (let start = 0; start < rows.length; start += 100) {
    const chunk = rows.slice(start, start + 100)
    const placeholders = chunk.map((_, row) => {
      const cells = columns.map((_, column) => `$${row * columns.length + column + 1}`)
      return `(${cells.join(', ')})`
    })
    await db.query(
      `INSERT INTO wallets (${columns.join(', ')}) VALUES ${placeholders.join(', ')}
       ON CONFLICT (id) DO UPDATE SET ${updates}, updated_at = now()`,
      chunk.flat(),
    )
  }
}
