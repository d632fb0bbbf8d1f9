import { randomBytes } from 'node:crypto'
import { type DevChain, dataChainFor, devChainClients, startDevChain } from '@porthole/e2e/devChain'
import pg from 'pg'
import { type Hex, toHex } from 'viem'
import { afterAll, beforeAll } from 'vitest'
import { startWorkerProcess, type WorkerProcess } from './startWorkerProcess.ts'
import { transferDusd } from './transferDusd.ts'

/**
 * The opening of an indexer handover test: a dev chain of `chainId` and a fresh schema on
 * DATABASE_URL, started before the file's first test and gone (with the workers it started,
 * killed) after its last; with what the tests read: which worker holds the chain's lock, what
 * was indexed, and whether it matches the chain. Reading it before the first test throws.
 * @example
 * const h = useIndexerHarness(31346)
 * test('…', async () => { h.startWorker('a'); expect(await h.head()).toBe(0) })
 */
export function useIndexerHarness(chainId: number) {
  const run = randomBytes(4).toString('hex')
  const schema = `indexer_${run}`
  let started: { chain: DevChain; admin: pg.Client } | undefined
  const workers: WorkerProcess[] = []
  beforeAll(async () => {
    const chain = await startDevChain({ chainId })
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL! })
    await admin.connect()
    await admin.query(`CREATE SCHEMA ${schema}`)
    started = { chain, admin }
  }, 60_000)
  afterAll(async () => {
    for (const worker of workers) worker.process.kill('SIGKILL')
    if (!started) return
    await started.admin.query(`DROP SCHEMA ${schema} CASCADE`)
    await started.admin.end()
    await started.chain.stop()
  })
  const ready = () => {
    if (!started) throw new Error('The harness starts in beforeAll: read it inside a test.')
    return started
  }
  const clients = () => {
    const { chain } = ready()
    return devChainClients(chain.rpcUrl, chain.chainId, chain.accounts[1]!.privateKey)
  }
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await ready().admin.query<{ n: string }>(sql, params)).rows[0]!.n)
  const head = async () => Number(await clients().client.getBlockNumber({ cacheTime: 0 }))

  return {
    schema,
    /** Starts a worker whose connections are named `name`. */
    startWorker(name: string) {
      const worker = startWorkerProcess({
        schema,
        chains: [dataChainFor(ready().chain)],
        name: `${name}-${run}`,
      })
      workers.push(worker)
      return worker
    },
    /** A dev-chain RPC method (`anvil_mine`, `evm_snapshot`, `evm_revert`). */
    anvil: (method: string, params: unknown[] = []) =>
      clients().client.request({ method, params } as never) as Promise<unknown>,
    head,
    indexedCount: () => count(`SELECT count(*) AS n FROM ${schema}.indexed_blocks`),
    /** A DUSD transfer, mined in a block of its own; its hash. */
    transfer: (amount: string) => transferDusd(ready().chain, amount),
    transfersOf: (hash: Hex) =>
      count(`SELECT count(*) AS n FROM ${schema}.transfers WHERE tx_hash = $1`, [hash]),
    /** The worker whose step holds a lock on this server now, if any. */
    async lockHolder(): Promise<string | undefined> {
      const { rows } = await ready().admin.query<{ name: string }>(
        `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
         WHERE l.locktype = 'advisory' AND l.granted AND a.application_name LIKE $1`,
        [`%-${run}`],
      )
      return rows[0]?.name.slice(0, -run.length - 1)
    },
    /** The worker's open connections to the server. */
    connections: (name: string) =>
      count('SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1', [
        `${name}-${run}`,
      ]),
    /** The indexed blocks' hashes, and the chain's, from block 0 to its head. */
    async hashes(): Promise<{ indexed: string[]; chain: string[] }> {
      const tip = await head()
      const response = await fetch(ready().chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          Array.from({ length: tip + 1 }, (_, id) => ({
            jsonrpc: '2.0',
            id,
            method: 'eth_getBlockByNumber',
            params: [toHex(id), false],
          })),
        ),
      })
      const answers = (await response.json()) as { id: number; result: { hash: string } }[]
      const { rows } = await ready().admin.query<{ hash: string }>(
        `SELECT hash FROM ${schema}.indexed_blocks ORDER BY number`,
      )
      return {
        indexed: rows.map((row) => row.hash),
        chain: answers.sort((x, y) => x.id - y.id).map((answer) => answer.result.hash),
      }
    },
  }
}

/** The block ranges a worker logged as indexed (each after its step's commit), in order. */
export const indexedRanges = (worker: WorkerProcess) =>
  worker.lines
    .filter((line) => line.msg === 'indexed' && Number(line.blocks) > 0)
    .map((line) => {
      const to = Number(line.to)
      return { from: to - Number(line.blocks) + 1, to }
    })

/** Blocks a worker logged as rewound (dropped because the chain no longer has them). */
export const rewoundBlocks = (worker: WorkerProcess) =>
  worker.lines
    .filter((line) => line.msg === 'indexed')
    .reduce((sum, line) => sum + Number(line.rewound), 0)
