/**
 * Scale bench (not a test): 1, 2 and 4 api instances (processes) on one Postgres server behind
 * Debian's nginx, each route loaded through nginx beside `/health` on the same setup, with
 * the database queries and time each request cost (the instances' `Server-Timing`), which is
 * what limits scaling out once the api has cores enough. The routes: `benchRoutes.ts`.
 *   npm run bench:scale [-- --instances 1,2,4 --duration 5 --connections 16 --routes quotes --rounds 5]
 * `--routes` keeps the rows whose name contains one of its words (`/health` is always run);
 * `--rounds 5` loads the routes in five turns each, one after another, so that other work on
 * the machine slows them alike.
 * Needs DATABASE_URL (the root script runs it on a throwaway server, api/scripts/with-postgres.sh)
 * and nginx (/usr/sbin/nginx, or NGINX_BIN).
 */
import { cpus } from 'node:os'
import { parseArgs } from 'node:util'
import { dataChainFor, startDevChain } from '@porthole/e2e/devChain'
import { createTestClient, http } from 'viem'
import { createChainRegistry } from '../../src/chains/createChainRegistry.ts'
import { DataChainSchema } from '../../src/chains/DataChainSchema.ts'
import { openDb } from '../../src/db/openDb.ts'
import { startDevMailbox } from '../../src/mail/startDevMailbox.ts'
import { createIndexer } from '../../src/worker/createIndexer.ts'
import { benchRoutes } from './benchRoutes.ts'
import { measureRoutes } from './measureRoutes.ts'
import { type InstanceRun, printTable } from './printTable.ts'
import { seedBench } from './seedBench.ts'
import { startInstances } from './startInstances.ts'
import { startNginx } from './startNginx.ts'

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '1,2,4' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    routes: { type: 'string' },
    rounds: { type: 'string', default: '1' },
  },
})
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) throw new Error('bench:scale needs DATABASE_URL (a Postgres server)')
const counts = values.instances.split(',').map(Number)
const duration = Number(values.duration)
const connections = Number(values.connections)
const only = values.routes?.split(',')
const rounds = Number(values.rounds)

const db = await openDb({ databaseUrl })
await seedBench(db)
const chain = await startDevChain({ chainId: 31337 })
const mailbox = await startDevMailbox()
const dataChain = dataChainFor(chain)
// The history row reads indexed transfers: the indexer follows the chain to its head once.
const indexer = createIndexer({
  db,
  chains: createChainRegistry([DataChainSchema.parse(dataChain)]),
  intervalMs: 3_600_000,
})
await indexer.tick()
await indexer.stop()

// A block a second, as on a busy chain: quotes are made at the head, so they read again
// whenever it moves.
const anvil = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
const miner = setInterval(() => void anvil.mine({ blocks: 1 }).catch(() => undefined), 1000)

const runs: InstanceRun[] = []
try {
  for (const count of counts) {
    const instances = await startInstances(count, {
      DATABASE_URL: databaseUrl,
      BENCH_CHAIN: JSON.stringify(dataChain),
      SMTP_URL: mailbox.smtpUrl,
    })
    const nginx = await startNginx(instances.ports).catch(async (error) => {
      await instances.stop()
      throw error
    })
    try {
      const routes = benchRoutes(chain, `${count}`, only)
      const options = { duration, connections, warm: 2 * count, rounds }
      runs.push({ instances: count, rows: await measureRoutes(nginx.url, routes, options) })
    } finally {
      await nginx.stop()
      await instances.stop()
    }
  }
  printTable(
    runs,
    `postgres (one server), nginx (1 worker, round robin), ${connections} connections, ${duration} s per route in ${rounds} turns, the chain mining a block a second, ${cpus().length} cores shared by the instances, nginx, Postgres, the chain and the load generator`,
  )
} finally {
  clearInterval(miner)
  await mailbox.close()
  await chain.stop()
  await db.close()
}
