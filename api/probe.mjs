import { PGlite } from '@electric-sql/pglite'

let t = Date.now()
const db = new PGlite()
await db.waitReady
console.log('ready', Date.now() - t)
await db.exec(
  `create table t (id text primary key, a text[], j jsonb, n int, ts timestamptz default now())`,
)
await db.query('insert into t (id,a,j,n) values ($1,$2,$3,$4)', ['x', ['a', 'b'], { k: 1 }, 3])
console.log(
  (
    await db.query(
      'select *, count(*) over()::int c, array_position($1::text[], id) p from t where id = any($2::text[])',
      [['y', 'x'], ['x']],
    )
  ).rows,
)
t = Date.now()
await db.query('select pg_advisory_xact_lock(42)')
const d = await db.dumpDataDir('none')
console.log('dump', Date.now() - t, d.size)
t = Date.now()
const db2 = new PGlite({ loadDataDir: d })
await db2.waitReady
console.log('load', Date.now() - t)
