import { randomBytes } from 'node:crypto'
import { type DevChain, dataChainFor, devChainClients, startDevChain } from '@porthole/e2e/devChain'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startWorkerProcess, type WorkerProcess } from '../testing/startWorkerProcess.ts'
import { transferDusd } from '../testing/transferDusd.ts'

// Two `npm run worker` processes on one Postgres server (the `test:postgres` run only: PGlite
// is one process per data folder). Each chain has one leader at a time, so every block is
// indexed by exactly one of them, and SIGTERM stops each cleanly.
const databaseUrl = process.env.DATABASE_URL!
const schema = `worker_${randomBytes(6).toString('hex')}`
let chain: DevChain
let admin: pg.Client
const workers: WorkerProcess[] = []
let started = 0
const startWorker = () =>
  startWorkerProcess({ schema, chains: [dataChainFor(chain)], name: `worker-${started++}` })

const count = async (sql: string) => Number((await admin.query<{ n: string }>(sql)).rows[0]!.n)
const indexedByLogs = () =>
  workers
    .flatMap((worker) => worker.lines)
    .filter((line) => line.msg === 'indexed')
    .reduce((sum, line) => sum + Number(line.blocks), 0)
const head = async () =>
  Number(
    await devChainClients(
      chain.rpcUrl,
      chain.chainId,
      chain.accounts[1]!.privateKey,
    ).client.getBlockNumber({ cacheTime: 0 }),
  )

beforeAll(async () => {
  chain = await startDevChain({ chainId: 31345 })
  admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
}, 60_000)
afterAll(async () => {
  for (const worker of workers) worker.process.kill('SIGKILL')
  await admin.query(`DROP SCHEMA ${schema} CASCADE`)
  await admin.end()
  await chain.stop()
})

describe('worker process (npm run worker)', { timeout: 90_000 }, () => {
  test('behavior: two workers on one database index each block once, follow new blocks, and stop cleanly on SIGTERM', async () => {
    workers.push(startWorker(), startWorker())
    const everyBlock = async () => (await head()) + 1
    await expect
      .poll(() => count(`SELECT count(*) AS n FROM ${schema}.indexed_blocks`), {
        timeout: 60_000,
        interval: 200,
      })
      .toBe(await everyBlock())

    // A new block with a transfer: indexed by one of them, once.
    const hash = await transferDusd(chain, '3')
    await expect
      .poll(
        () => count(`SELECT count(*) AS n FROM ${schema}.transfers WHERE tx_hash = '${hash}'`),
        {
          timeout: 10_000,
          interval: 100,
        },
      )
      .toBe(1)
    expect(await count(`SELECT count(*) AS n FROM ${schema}.indexed_blocks`)).toBe(
      await everyBlock(),
    )
    // Each block was indexed by exactly one worker: their logged blocks add up to the chain.
    expect(indexedByLogs()).toBe(await everyBlock())
    expect(workers.every((worker) => worker.lines.some((l) => l.msg === 'indexer started'))).toBe(
      true,
    )

    for (const worker of workers) worker.process.kill('SIGTERM')
    expect(await Promise.all(workers.map((worker) => worker.exit))).toEqual([0, 0])
  })
})
