/**
 * One api instance of the scale bench (`main.ts` starts 1, 2 or 4 behind nginx): the real app
 * (`createApp`) on the Postgres server in DATABASE_URL, which `main.ts` migrated and seeded,
 * serving the dev chain in BENCH_CHAIN (JSON) and email login through SMTP_URL, with each
 * answer's database queries in `Server-Timing`. The bench's traffic is many visitors, one per
 * email login, named by the X-Bench-Visitor header nginx passes on, so the per-visitor limits
 * and lock apply per visitor as on a real site; the hourly budget per visitor is raised.
 *   PORT=… DATABASE_URL=… BENCH_CHAIN='{…}' SMTP_URL=… tsx bench/scale/instance.ts
 */
import { createApp } from '../../src/app.ts'
import { createPostgresDb } from '../../src/db/createPostgresDb.ts'
import { createSmtpMailer } from '../../src/mail/createSmtpMailer.ts'
import { startServer } from '../../src/startServer.ts'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`bench instance: ${name} is required`)
  return value
}

const db = createPostgresDb({ connectionString: env('DATABASE_URL') })
const app = createApp({
  db,
  queryStats: true,
  chains: [JSON.parse(env('BENCH_CHAIN'))],
  clientAddressHeader: 'x-bench-visitor',
  embedded: {
    secret: new Uint8Array(32).fill(42),
    mailer: createSmtpMailer({ smtpUrl: env('SMTP_URL'), from: 'Bench <bench@porthole.test>' }),
    maxSendsPerClientPerHour: 1_000_000,
  },
})
const server = await startServer(app, { port: Number(env('PORT')) })
process.stdout.write(`listening ${server.url}\n`)
process.once('SIGTERM', () => {
  void server
    .close()
    .then(() => db.close())
    .finally(() => process.exit(0))
})
