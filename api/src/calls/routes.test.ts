import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../testing/createTestApp.ts'
import { CALL_BATCH_LEASE_MS } from './routes.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const claim = '5f0d7c4e-5b8a-4d7e-9a43-0f6b1a2c3d4e'
const otherClaim = '0b7a3d3e-1c2b-4a5d-8e6f-7a8b9c0d1e2f'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await t.saveProject({ id: 'other', name: 'Other project' })
}, 60_000)
afterAll(() => t.testDb.dispose())

let count = 0
const newBatch = (change: Record<string, unknown> = {}) => ({
  batchId: `batch-${++count}`,
  account,
  chainId: 'eip155:31337',
  atomic: false,
  calls: [
    { to, value: '0x1' },
    { to, value: null },
  ],
  hashes: [],
  claim,
  ...change,
})
const create = (body: unknown, projectId = 'test') =>
  t.post(`/v1/calls?projectId=${projectId}`, body)
const post = (path: string, body: unknown) => t.post(`/v1/calls/${path}?projectId=test`, body)
const read = (batchId: string, projectId = 'test', who = account) =>
  t.get(`/v1/calls?projectId=${projectId}&account=${who}&batchId=${encodeURIComponent(batchId)}`)

describe('call batches', () => {
  test('default: a batch is stored, each call’s transaction added in order, and read back done', async () => {
    const batch = newBatch()
    const created = await create(batch)
    expect(created.status).toBe(201)
    expect((await created.json()).batch).toEqual({
      batchId: batch.batchId,
      account: account.toLowerCase(),
      chainId: 'eip155:31337',
      atomic: false,
      calls: [
        { to: to.toLowerCase(), value: '0x1' },
        { to: to.toLowerCase(), value: null },
      ],
      hashes: [],
      sending: true,
      stopped: null,
    })
    const key = { batchId: batch.batchId, account, claim }
    expect((await post('transaction', { ...key, index: 0, hash: hash(1) })).status).toBe(200)
    const done = await post('transaction', { ...key, index: 1, hash: hash(2) })
    expect((await done.json()).batch).toMatchObject({ hashes: [hash(1), hash(2)], sending: false })
    // The same transaction sent again (an answer lost on the way) changes nothing.
    expect((await post('transaction', { ...key, index: 1, hash: hash(2) })).status).toBe(200)
    const again = await read(batch.batchId, 'test', account.toLowerCase())
    expect((await again.json()).batch).toMatchObject({
      hashes: [hash(1), hash(2)],
      sending: false,
      stopped: null,
    })
  })

  test('behavior: a stopped batch says why, and takes no more transactions', async () => {
    const batch = newBatch()
    await create(batch)
    const key = { batchId: batch.batchId, account, claim }
    await post('transaction', { ...key, index: 0, hash: hash(3) })
    const stopped = await post('stop', { ...key, reason: 'rejected' })
    expect((await stopped.json()).batch).toMatchObject({ sending: false, stopped: 'rejected' })
    const late = await post('transaction', { ...key, index: 1, hash: hash(4) })
    expect(late.status).toBe(409)
    expect((await late.json()).error.name).toBe('BatchClosedError')
  })

  test('behavior: a batch whose lease lapsed reads abandoned; a renewed one is still sending', async () => {
    const kept = newBatch()
    const left = newBatch()
    await create(kept)
    await create(left)
    t.clock.advance(CALL_BATCH_LEASE_MS - 1000)
    const renewed = await post('lease', { batchId: kept.batchId, account, claim })
    expect(renewed.status).toBe(200)
    t.clock.advance(2000)
    expect((await (await read(kept.batchId)).json()).batch).toMatchObject({
      sending: true,
      stopped: null,
    })
    expect((await (await read(left.batchId)).json()).batch).toMatchObject({
      sending: false,
      stopped: 'abandoned',
    })
  })

  test('behavior: an atomic batch comes with its one transaction and is never sending', async () => {
    const batch = newBatch({ atomic: true, hashes: [hash(5)] })
    const created = await create(batch)
    expect((await created.json()).batch).toMatchObject({
      atomic: true,
      hashes: [hash(5)],
      sending: false,
      stopped: null,
    })
  })

  test('error: an id the account already has is 409; another project or account has its own ids', async () => {
    const batch = newBatch()
    expect((await create(batch)).status).toBe(201)
    const taken = await create(batch)
    expect(taken.status).toBe(409)
    expect((await taken.json()).error.name).toBe('BatchIdTakenError')
    expect((await create(batch, 'other')).status).toBe(201)
    expect((await create({ ...batch, account: to })).status).toBe(201)
    expect((await read(batch.batchId, 'other', to)).status).toBe(404)
  })

  test('error: only the claim the batch was stored with changes it', async () => {
    const batch = newBatch()
    await create(batch)
    const key = { batchId: batch.batchId, account, claim: otherClaim }
    for (const [path, body] of [
      ['transaction', { ...key, index: 0, hash: hash(6) }],
      ['stop', { ...key, reason: 'abandoned' }],
      ['lease', key],
    ] as const) {
      const res = await post(path, body)
      expect(res.status).toBe(409)
      expect((await res.json()).error.name).toBe('BatchClosedError')
    }
    expect((await post('stop', { ...key, batchId: 'nothing', reason: 'failed' })).status).toBe(404)
    expect((await (await read(batch.batchId)).json()).batch).toMatchObject({
      hashes: [],
      sending: true,
    })
  })

  test('error: input is validated (a call’s address, a hash, more transactions than calls)', async () => {
    for (const body of [
      newBatch({ calls: [{ to: '0x12', value: null }] }),
      newBatch({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
      newBatch({ hashes: [hash(1), hash(2), hash(3)] }),
      newBatch({ atomic: true, hashes: [hash(1), hash(2)] }),
      newBatch({ claim: 'mine' }),
      newBatch({ batchId: '' }),
    ])
      expect((await create(body)).status).toBe(400)
    const bad = await post('transaction', { batchId: 'x', account, claim, index: 0, hash: '0x1' })
    expect(bad.status).toBe(400)
    expect((await t.get(`/v1/calls?projectId=test&batchId=x&account=nobody`)).status).toBe(400)
  })
})
