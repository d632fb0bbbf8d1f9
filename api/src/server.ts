import { join } from 'node:path'
import type { LogLine } from './AppEnv.ts'
import { createApp, resolveAppDeps } from './app.ts'
import { deleteBatchesBefore } from './calls/queries.ts'
import { CALL_BATCH_RETENTION_MS } from './calls/routes.ts'
import { seedDemo } from './cli/seedDemo.ts'
import { systemClock } from './clock.ts'
import { openDb } from './db/openDb.ts'
import { pruneRpcWindows } from './db/projects/rpcWindows.ts'
import { pruneTelemetry } from './db/projects/telemetry.ts'
import { loadEmbeddedSecret } from './embedded/loadEmbeddedSecret.ts'
import { parseEnv } from './env.ts'
import { createSmtpMailer } from './mail/createSmtpMailer.ts'
import { loadShells } from './shell/loadShells.ts'
import { onrampClientFromEnv } from './sources/onramp/onrampClientFromEnv.ts'
import { startServer } from './startServer.ts'

/**
 * Entry point: `tsx src/server.ts [--seed]`. Env: PORT, HOST, DATABASE_URL, DATA_DIR,
 * CLIENT_ADDRESS_HEADER, DATA_CHAINS, RPC_CALLS_PER_MINUTE, RPC_PROJECT_LIMITS, SOLANA_DATA_CHAINS, BITCOIN_DATA_CHAINS, FETCH_PRIVATE_HOSTS, and ONRAMP_API_URL, ONRAMP_WIDGET_URL, ONRAMP_KEY_NAME,
 * ONRAMP_KEY_SECRET for the on-ramp, SMTP_URL, MAIL_FROM and EMBEDDED_SECRET for email login,
 * SOCIAL_PROVIDERS, PUBLIC_URL and SOCIAL_RETURN_ORIGINS for social logins, FARCASTER_RELAY_URL,
 * FARCASTER_RPC_URL, FARCASTER_DOMAIN and FARCASTER_SIWE_URI for Sign In With Farcaster,
 * ADMIN_TOKEN for the admin routes (registry sync), DB_QUERY_STATS for the load bench, SHELL_DIR, FRAME_URL, RELAY_URL and
 * SMART_ACCOUNT_NETWORKS for the frame and vault page shells (see `.env.example`).
 * SIGTERM / SIGINT stop accepting connections, let in-flight requests finish, then exit.
 */
async function main() {
  const env = parseEnv(process.env)
  const log = (line: LogLine) =>
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`)
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  if (process.argv.includes('--seed')) {
    const seeded = await seedDemo(db)
    log({ level: 'info', msg: 'seeded demo project', wallets: seeded.wallets })
  }
  const onramp = onrampClientFromEnv(env, systemClock)
  // A generated secret only suits one machine: with a Postgres server, configuration gives it.
  const secret =
    env.EMBEDDED_SECRET || !env.DATABASE_URL
      ? await loadEmbeddedSecret(env.EMBEDDED_SECRET, join(env.DATA_DIR, '..', 'embedded.secret'))
      : undefined
  const mailer = env.SMTP_URL
    ? createSmtpMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM })
    : undefined
  const shells =
    env.SHELL_DIR && env.PUBLIC_URL && env.FRAME_URL && env.VAULT_URL
      ? await loadShells(env.SHELL_DIR, {
          frame: { apiUrl: env.PUBLIC_URL, vaultUrl: env.VAULT_URL, relayUrl: env.RELAY_URL },
          vault: {
            apiUrl: env.PUBLIC_URL,
            frameOrigin: env.FRAME_URL,
            smartAccountNetworks: env.SMART_ACCOUNT_NETWORKS,
          },
        })
      : undefined
  const options = {
    db,
    ...(shells ? { shells } : {}),
    embedded: { secret, mailer, vaultOrigin: env.VAULT_URL },
    log,
    clientAddressHeader: env.CLIENT_ADDRESS_HEADER || undefined,
    chains: env.DATA_CHAINS,
    solanaChains: env.SOLANA_DATA_CHAINS,
    bitcoinChains: env.BITCOIN_DATA_CHAINS,
    rpc: {
      maxCallsPerWindow: env.RPC_CALLS_PER_MINUTE,
      projectLimits: env.RPC_PROJECT_LIMITS,
      windowMs: 60_000,
    },
    fetchPrivateHosts: env.FETCH_PRIVATE_HOSTS,
    adminToken: env.ADMIN_TOKEN,
    queryStats: env.DB_QUERY_STATS,
    ...(onramp ? { onramp } : {}),
    social: {
      providers: env.SOCIAL_PROVIDERS,
      callbackBase: env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`,
      returnOrigins: env.SOCIAL_RETURN_ORIGINS,
    },
    ...(env.FARCASTER_RPC_URL && env.FARCASTER_DOMAIN && env.FARCASTER_SIWE_URI
      ? {
          farcaster: {
            relayUrl: env.FARCASTER_RELAY_URL,
            rpcUrl: env.FARCASTER_RPC_URL,
            domain: env.FARCASTER_DOMAIN,
            siweUri: env.FARCASTER_SIWE_URI,
          },
        }
      : {}),
  }
  const deps = resolveAppDeps(options)
  const prune = async () => {
    const now = deps.clock.now()
    const removed = await pruneTelemetry(
      db,
      new Date(now - deps.telemetry.retentionMs),
      new Date(now - 2 * deps.telemetry.windowMs),
    )
    if (removed > 0) log({ level: 'info', msg: 'pruned telemetry', removed })
    await pruneRpcWindows(db, new Date(now - 2 * deps.rpc.windowMs))
    const batches = await deleteBatchesBefore(db, new Date(now - CALL_BATCH_RETENTION_MS))
    if (batches > 0) log({ level: 'info', msg: 'pruned call batches', removed: batches })
  }
  await prune()
  const pruneTimer = setInterval(
    () => {
      prune().catch((error) => log({ level: 'error', msg: 'prune failed', error: String(error) }))
    },
    60 * 60 * 1000,
  )
  const server = await startServer(createApp(options), { port: env.PORT, host: env.HOST })
  log({ level: 'info', msg: 'listening', url: server.url, database: db.kind })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    log({ level: 'info', msg: 'shutting down', signal })
    clearInterval(pruneTimer)
    await server.close()
    await db.close()
    log({ level: 'info', msg: 'stopped' })
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stop(signal).then(
        () => process.exit(0),
        (error) => {
          log({ level: 'error', msg: 'shutdown failed', error: String(error) })
          process.exit(1)
        },
      )
    })
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
