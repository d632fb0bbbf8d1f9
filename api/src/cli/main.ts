import { openDb } from '../db/openDb.ts'
import { parseEnv } from '../env.ts'
import { ApiError } from '../errors.ts'
import { runCli } from './runCli.ts'

/** `tsx src/cli/main.ts <command>`: see `runCli` for the commands. */
async function main() {
  const env = parseEnv(process.env)
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  try {
    process.exitCode = await runCli(process.argv.slice(2), db, console.log)
  } catch (error) {
    console.error(error instanceof ApiError ? error.shortMessage : String(error))
    process.exitCode = 1
  } finally {
    await db.close()
  }
}

await main()
