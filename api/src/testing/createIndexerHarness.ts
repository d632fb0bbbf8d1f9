import { randomBytes } from 'node:crypto'
import { type DevChain, dataChainFor, devChainClients, startDevChain } from '@porthole/e2e/devChain'
import pg from 'pg'
import { type Hex, toHex } from 'viem'
import { startWorkerProcess, type WorkerProcess } from './startWorkerProcess.ts'
import { transferDusd } from './transferDusd.ts'

export type IndexerHarness = Awaited<ReturnType<typeof createIndexerHarness>>

/**
 * A dev chain, a fresh schema on DATABASE_URL and worker processes on both, with what the
 * indexer's handover tests read: which worker holds the chain's lock, what was indexed, and
 * whether it matches the chain.
 */
export async function createIndexerHarness(chainId: number) {
  const run = randomBytes(4).toString('hex')
  const schema = `indexer_${run}`
  const chain: DevChain = await startDevChain({ chainId })
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL! })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
  const workers: WorkerProcess[] = []
  const clients = () => devChainClients(chain.rpcUrl, chain.chainId, chain.accounts[1]!.privateKey)
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await admin.query<{ n: string }>(sql, params)).rows[0]!.n)
  const head = async () => Number(await clients().client.getBlockNumber({ cacheTime: 0 }))

  return {
    schema,
    /** Starts a worker whose connections are named `name`. */
    startWorker(name: string) {
      const worker = startWorkerProcess({
        schema,
        chains: [dataChainFor(chain)],
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
    transfer: (amount: string) => transferDusd(chain, amount),
    transfersOf: (hash: Hex) =>
      count(`SELECT count(*) AS n FROM ${schema}.transfers WHERE tx_hash = $1`, [hash]),
    /** The worker whose step holds a lock on this server now, if any. */
    async lockHolder(): Promise<string | undefined> {
      const { rows } = await admin.query<{ name: string }>(
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
      const response = await fetch(chain.rpcUrl, {
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
      const { rows } = await admin.query<{ hash: string }>(
        `SELECT hash FROM ${schema}.indexed_blocks ORDER BY number`,
      )
      return {
        indexed: rows.map((row) => row.hash),
        chain: answers.sort((x, y) => x.id - y.id).map((answer) => answer.result.hash),
      }
    },
    async dispose() {
      for (const worker of workers) worker.process.kill('SIGKILL')
      await admin.query(`DROP SCHEMA ${schema} CASCADE`)
      await admin.end()
      await chain.stop()
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
