import { type DevChain, dataChainFor, startDevChain } from '@porthole/e2e/devChain'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ChainEntry, createChainRegistry } from '../chains/createChainRegistry.ts'
import { DataChainSchema } from '../chains/DataChainSchema.ts'
import { createTestDb, type TestDb } from '../testing/createTestDb.ts'
import { INDEXER_LOCK, indexChain } from './indexChain.ts'

// Advisory locks belong to the whole Postgres server (the `test:postgres` run only): two
// deployments on separate schemas of one server, or two test files, index the same chain id.
let chain: DevChain
let entry: ChainEntry
let a: TestDb
let b: TestDb
beforeAll(async () => {
  chain = await startDevChain({ chainId: 31348 })
  entry = createChainRegistry([DataChainSchema.parse(dataChainFor(chain))]).list[0]!
  a = await createTestDb()
  b = await createTestDb()
}, 60_000)
afterAll(async () => {
  await a?.dispose()
  await b?.dispose()
  await chain?.stop()
})

describe('the indexer lock', () => {
  test("behavior: a worker indexing a chain on one schema does not hold back the same chain's indexing on another", async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let locked = () => {}
    const taken = new Promise<void>((resolve) => {
      locked = resolve
    })
    // A's worker mid-step: its transaction holds the chain's lock on schema A.
    const step = a.db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1, hashtext(current_schema() || '/' || $2))", [
        INDEXER_LOCK,
        entry.chain.caipNetworkId,
      ])
      locked()
      await held
    })
    await taken
    try {
      expect(await indexChain(b.db, entry)).toMatchObject({ status: 'indexed' })
      expect(await indexChain(a.db, entry)).toEqual({ status: 'busy' })
    } finally {
      release()
      await step
    }
    expect(await indexChain(a.db, entry)).toMatchObject({ status: 'indexed' })
  })
})
