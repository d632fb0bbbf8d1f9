import type { LogLine } from '../AppEnv.ts'
import { createChainRegistry } from '../chains/createChainRegistry.ts'
import { openDb } from '../db/openDb.ts'
import { parseEnv } from '../env.ts'
import { createIndexer } from './createIndexer.ts'

/**
 * The indexer as its own process: `tsx src/worker/main.ts`. Env as the server (DATABASE_URL,
 * DATA_CHAINS, INDEX_INTERVAL_MS). Run as many as you like against one Postgres server: each
 * chain is indexed by one of them at a time. With embedded PGlite (one process per data
 * folder) the api runs the indexer in its own process instead (`npm start`).
 */
async function main() {
  const env = parseEnv(process.env)
  const log = (line: LogLine) =>
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`)
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  const indexer = createIndexer({
    db,
    chains: createChainRegistry(env.DATA_CHAINS),
    log,
    intervalMs: env.INDEX_INTERVAL_MS,
  })
  log({ level: 'info', msg: 'indexer started', chains: env.DATA_CHAINS.length })
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      indexer
        .stop()
        .then(() => db.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        )
    })
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
