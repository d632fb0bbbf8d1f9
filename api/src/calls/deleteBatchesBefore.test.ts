// The hourly prune's part for EIP-5792 batches (decision 0279): a batch older than
// CALL_BATCH_RETENTION_MS is deleted and its id reads as unknown; a younger one stays. Runs on
// PGlite, and on Postgres under `npm run test:postgres`.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../testing/createTestApp.ts'
import { deleteBatchesBefore } from './queries.ts'
import { CALL_BATCH_RETENTION_MS } from './routes.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const claim = '5f0d7c4e-5b8a-4d7e-9a43-0f6b1a2c3d4e'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(() => t.testDb.dispose())

const create = (batchId: string) =>
  t.post('/v1/calls?projectId=test', {
    batchId,
    account,
    chainId: 'eip155:31337',
    atomic: true,
    calls: [{ to: account, value: null }],
    hashes: [`0x${'1'.repeat(64)}`],
    claim,
  })
const read = (batchId: string) =>
  t.get(`/v1/calls?projectId=test&account=${account}&batchId=${batchId}`)
const prune = () =>
  deleteBatchesBefore(t.testDb.db, new Date(t.clock.now() - CALL_BATCH_RETENTION_MS))

test('behavior: a batch older than the retention is deleted; a younger one stays', async () => {
  expect((await create('old')).status).toBe(201)
  t.clock.advance(CALL_BATCH_RETENTION_MS - 60_000)
  expect((await create('young')).status).toBe(201)
  expect(await prune()).toBe(0)

  t.clock.advance(120_000)
  expect(await prune()).toBe(1)
  expect((await read('old')).status).toBe(404)
  expect((await read('young')).status).toBe(200)
  // Its id is free again for the account.
  expect((await create('old')).status).toBe(201)
})
