/**
 * Load benchmark (not a test): a names lookup, a wallet-registry page and a cached balance
 * lookup (a dev chain with the demo tokens; the answer read from the 30 s balance cache) and a
 * swap quote (read from the chain's Uniswap V2 router and pools on every request)
 * against the same server's trivial /health, on loopback, so the ratio column survives noisy
 * machines.
 *   tsx bench/bench.ts [--duration 5] [--connections 10] [--json]
 * Uses DATABASE_URL when set, else in-memory PGlite.
 */
import { parseArgs } from 'node:util'
import { dataChainFor, startDevChain } from '@porthole/e2e/devChain'
import autocannon from 'autocannon'
import { createApp } from '../src/app.ts'
import { DEMO_PROJECT_ID } from '../src/cli/seedDemo.ts'
import { openDb } from '../src/db/openDb.ts'
import { startServer } from '../src/startServer.ts'
import { seedBench } from './scale/seedBench.ts'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    json: { type: 'boolean', default: false },
  },
})

const db = await openDb({ databaseUrl: process.env.DATABASE_URL })
await seedBench(db)
const chain = await startDevChain({ chainId: 31337 })
const server = await startServer(createApp({ db, chains: [dataChainFor(chain)] }))
const project = `projectId=${DEMO_PROJECT_ID}&st=bench&sv=0`
const routes = [
  { route: 'GET /health', path: '/health' },
  { route: 'GET /v1/profile/account/:name', path: `/v1/profile/account/bench-name?${project}` },
  { route: 'GET /v1/wallets (page of 40)', path: `/v1/wallets?${project}&page=2&entries=40` },
  {
    route: 'GET /v1/account/:address/balance (cached)',
    path: `/v1/account/${chain.accounts[0]!.address}/balance?${project}&chainId=eip155:31337`,
  },
  {
    route: 'GET /v1/convert/quotes (100 DUSD to PDT)',
    path: `/v1/convert/quotes?${project}&${new URLSearchParams({
      amount: '100000000',
      userAddress: `eip155:31337:${chain.accounts[0]!.address}`,
      from: `eip155:31337:${chain.tokens.DUSD.address}`,
      to: `eip155:31337:${chain.tokens.PDT.address}`,
    })}`,
  },
]

try {
  const rows = []
  for (const { route, path } of routes) {
    // The first answer fills the cache; the measured ones are then served from it.
    const warm = await fetch(`${server.url}${path}`)
    if (!warm.ok) throw new Error(`${route}: ${warm.status} ${await warm.text()}`)
    const result = await autocannon({
      url: `${server.url}${path}`,
      connections: Number(values.connections),
      duration: Number(values.duration),
    })
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route}: failed requests`)
    rows.push({
      route,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
    })
  }
  const health = rows[0]!.rps
  const table = rows.map((row) => ({ ...row, ratio: Math.round((row.rps / health) * 100) / 100 }))
  if (values.json) {
    console.log(JSON.stringify({ database: db.kind, results: table }, null, 2))
  } else {
    console.log(
      `database: ${db.kind}, ${values.connections} connections, ${values.duration} s each`,
    )
    console.log(
      `${'route'.padEnd(44)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'vs /health'.padStart(12)}`,
    )
    for (const row of table) {
      console.log(
        `${row.route.padEnd(44)}${String(row.rps).padStart(10)}${String(row.p50).padStart(10)}${String(row.p99).padStart(10)}${row.ratio.toFixed(2).padStart(12)}`,
      )
    }
  }
} finally {
  await server.close()
  await db.close()
  await chain.stop()
}
