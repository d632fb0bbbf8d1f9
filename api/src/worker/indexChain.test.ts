import { type DevChain, dataChainFor, startDevChain } from '@porthole/e2e/devChain'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ChainEntry, createChainRegistry } from '../chains/createChainRegistry.ts'
import { DataChainSchema } from '../chains/DataChainSchema.ts'
import type { Db } from '../db/Db.ts'
import { createTestDb, type TestDb } from '../testing/createTestDb.ts'
import { transferDusd } from '../testing/transferDusd.ts'
import { createIndexer } from './createIndexer.ts'
import { indexChain } from './indexChain.ts'

let chain: DevChain
let entry: ChainEntry
const dbs: TestDb[] = []
beforeAll(async () => {
  chain = await startDevChain({ chainId: 31341 })
  entry = createChainRegistry([DataChainSchema.parse(dataChainFor(chain))]).list[0]!
  // A few more blocks with transfers, so there is a chain to index in steps.
  for (const amount of ['1', '2', '3', '4', '5']) await transferDusd(chain, amount)
}, 60_000)
afterAll(async () => {
  await Promise.all(dbs.map((db) => db.dispose()))
  await chain.stop()
})

const freshDb = async () => {
  const testDb = await createTestDb()
  dbs.push(testDb)
  return testDb
}
const snapshot = (db: Db) =>
  db.query(
    `SELECT block_number::text AS b, tx_hash, log_index, kind, from_address, to_address,
            amount::text AS amount, token_id::text AS token_id
     FROM transfers ORDER BY block_number, tx_hash, log_index`,
  )
const head = async () => Number(await entry.reader.getBlockNumber({ cacheTime: 0 }))
/**
 * The chain indexed whole in one step on a fresh database, once for the file (the tests
 * compare their stepped, failed and redone runs with it; none adds blocks).
 */
let whole: Promise<{ result: Awaited<ReturnType<typeof indexChain>>; rows: unknown[] }> | undefined
const indexedWhole = () => {
  whole ??= freshDb().then(async ({ db }) => ({
    result: await indexChain(db, entry),
    rows: await snapshot(db),
  }))
  return whole
}

describe('indexChain', { timeout: 60_000 }, () => {
  test('behavior: a restart mid-chain misses nothing and doubles nothing', async () => {
    const { result, rows: reference } = await indexedWhole()
    expect(result).toMatchObject({ status: 'indexed', from: 0n })
    expect(reference.length).toBeGreaterThan(20)

    const stepped = await freshDb()
    await indexChain(stepped.db, entry, { maxBlocks: 4 })
    const reopened = await stepped.reopen()
    for (let step = 0; step < 10; step++) await indexChain(reopened, entry, { maxBlocks: 3 })
    expect(await snapshot(reopened)).toEqual(reference)
    const [blocks] = await reopened.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM indexed_blocks',
    )
    expect(blocks!.n).toBe((await head()) + 1)
  })

  test('behavior: a step that fails half-way (RPC down) is rolled back and redone whole', async () => {
    const testDb = await freshDb()
    let receipts = 0
    const flaky: ChainEntry = {
      chain: entry.chain,
      reader: new Proxy(entry.reader, {
        get(target, key, receiver) {
          if (key !== 'request') return Reflect.get(target, key, receiver)
          return (args: { method: string }) => {
            if (args.method === 'eth_getBlockReceipts' && ++receipts === 5) {
              return Promise.reject(new Error('connection reset'))
            }
            return target.request(args as never)
          }
        },
      }),
    }
    await expect(indexChain(testDb.db, flaky)).rejects.toThrow(/connection reset/)
    expect(await snapshot(testDb.db)).toEqual([])
    await indexChain(testDb.db, flaky)
    expect(await snapshot(testDb.db)).toEqual((await indexedWhole()).rows)
  })

  test('behavior: two workers at once index each block once', async () => {
    const testDb = await freshDb()
    const results = await Promise.all([
      indexChain(testDb.db, entry, { maxBlocks: 5 }),
      indexChain(testDb.db, entry, { maxBlocks: 5 }),
    ])
    const indexed = results.reduce((sum, r) => sum + (r.status === 'indexed' ? r.blocks : 0), 0)
    const [blocks] = await testDb.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM indexed_blocks',
    )
    expect(blocks!.n).toBe(indexed)
    const rows = await snapshot(testDb.db)
    expect(new Set(rows.map((r) => `${r.tx_hash}:${r.log_index}`)).size).toBe(rows.length)
  })
})

describe('createIndexer', { timeout: 60_000 }, () => {
  test('default: follows the chain until stopped', async () => {
    const testDb = await freshDb()
    const indexer = createIndexer({
      db: testDb.db,
      chains: createChainRegistry([entry.chain]),
      intervalMs: 50,
    })
    try {
      await expect
        .poll(async () => (await testDb.db.query('SELECT 1 FROM indexed_blocks')).length, {
          timeout: 10_000,
        })
        .toBe((await head()) + 1)
    } finally {
      await indexer.stop()
    }
  })
})
