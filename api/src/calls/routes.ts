import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { NotFoundError } from '../errors.ts'
import { validateInput } from '../input/validateInput.ts'
import {
  AddTransactionBodySchema,
  CreateBatchBodySchema,
  ReadBatchQuerySchema,
  RenewLeaseBodySchema,
  StopBatchBodySchema,
} from './CallBatchSchemas.ts'
import { BatchClosedError, BatchIdTakenError } from './callBatchErrors.ts'
import {
  appendHash,
  type BatchKey,
  type CallBatchRow,
  findBatch,
  insertBatch,
  renewLease,
  stopBatch,
} from './queries.ts'

/**
 * How long a sender is taken to be there without a word from it: it renews the lease while it
 * waits for an approval or a receipt. Long enough for a phone that froze the page while its
 * wallet app asked; a batch whose tab closed stops once it lapses.
 */
export const CALL_BATCH_LEASE_MS = 10 * 60_000
/**
 * How long a batch is kept (decision 0279): 30 days after it was created, the hourly prune
 * deletes it, and `wallet_getCallsStatus` for its id is unknown (5730) unless the frame finds
 * it otherwise (an atomic batch named by its transaction hash).
 */
export const CALL_BATCH_RETENTION_MS = 30 * 24 * 60 * 60_000

/**
 * EIP-5792 batches the modal sends itself, kept so `wallet_getCallsStatus` answers after a
 * reload (decision 0237), per project, account and batch id:
 * - `POST /v1/calls` stores a new batch (201 with it; 409 for an id the account has already);
 * - `POST /v1/calls/transaction` adds the next call's transaction, `POST /v1/calls/stop` ends
 *   the batch early and why, `POST /v1/calls/lease` says the sender is still there: each only
 *   with the claim the batch was stored with (the sending tab's), else 409;
 * - `GET /v1/calls?batchId&account` reads it: `sending` while calls remain and its sender is
 *   there, `stopped` why it ended early (`abandoned` once the lease lapsed).
 * The statuses themselves come from the chain's receipts, in the frame.
 */
export function createCallBatchRoutes(deps: AppDeps): Hono<AppEnv> {
  const leaseUntil = () => new Date(deps.clock.now() + CALL_BATCH_LEASE_MS)
  const view = (row: CallBatchRow) => {
    const remaining = !row.atomic && row.hashes.length < row.calls.length
    const leased = new Date(row.lease_until).getTime() > deps.clock.now()
    const sending = remaining && row.stopped === null && leased
    return {
      batchId: row.batch_id,
      account: row.account,
      chainId: row.caip_network_id,
      atomic: row.atomic,
      calls: row.calls,
      hashes: row.hashes,
      sending,
      stopped: row.stopped ?? (remaining && !sending ? ('abandoned' as const) : null),
    }
  }
  /** The changed row, or why there is none: an unknown batch (404) or one not the claim's (409). */
  const changed = async (key: BatchKey, row: CallBatchRow | undefined, why: string) => {
    if (row) return view(row)
    if (!(await findBatch(deps.db, key))) throw new NotFoundError(`No batch "${key.batchId}".`)
    throw new BatchClosedError(key.batchId, why)
  }
  return new Hono<AppEnv>()
    .post('/v1/calls', validateInput('json', CreateBatchBodySchema), async (c) => {
      const { project } = c.get('call')
      const body = c.req.valid('json')
      const row = await insertBatch(deps.db, {
        projectId: project.id,
        account: body.account,
        batchId: body.batchId,
        caipNetworkId: body.chainId,
        atomic: body.atomic,
        calls: body.calls.map(({ to, value }) => ({ to: to.toLowerCase(), value })),
        hashes: body.hashes.map((hash) => hash.toLowerCase()),
        claim: body.claim,
        leaseUntil: leaseUntil(),
        at: new Date(deps.clock.now()),
      })
      if (!row) throw new BatchIdTakenError(body.batchId)
      return c.json({ batch: view(row) }, 201)
    })
    .post('/v1/calls/transaction', validateInput('json', AddTransactionBodySchema), async (c) => {
      const { project } = c.get('call')
      const body = c.req.valid('json')
      const key = { projectId: project.id, account: body.account, batchId: body.batchId }
      const hash = body.hash.toLowerCase()
      const row = await appendHash(deps.db, {
        ...key,
        claim: body.claim,
        index: body.index,
        hash,
        leaseUntil: leaseUntil(),
      })
      if (row) return c.json({ batch: view(row) })
      // The same transaction recorded again (a retry whose first answer was lost) is no change.
      const found = await findBatch(deps.db, key)
      if (found?.claim === body.claim && found.hashes[body.index] === hash)
        return c.json({ batch: view(found) })
      return c.json({
        batch: await changed(key, undefined, 'takes no transaction at that index from this claim'),
      })
    })
    .post('/v1/calls/stop', validateInput('json', StopBatchBodySchema), async (c) => {
      const { project } = c.get('call')
      const { claim, reason, ...rest } = c.req.valid('json')
      const key = { projectId: project.id, ...rest }
      const row = await stopBatch(deps.db, { ...key, claim, reason })
      return c.json({ batch: await changed(key, row, 'is not sending for this claim') })
    })
    .post('/v1/calls/lease', validateInput('json', RenewLeaseBodySchema), async (c) => {
      const { project } = c.get('call')
      const { claim, ...rest } = c.req.valid('json')
      const key = { projectId: project.id, ...rest }
      const row = await renewLease(deps.db, { ...key, claim, leaseUntil: leaseUntil() })
      return c.json({ batch: await changed(key, row, 'is not sending for this claim') })
    })
    .get('/v1/calls', validateInput('query', ReadBatchQuerySchema), async (c) => {
      const { project } = c.get('call')
      const { batchId, account } = c.req.valid('query')
      const row = await findBatch(deps.db, { projectId: project.id, account, batchId })
      if (!row) throw new NotFoundError(`No batch "${batchId}".`)
      return c.json({ batch: view(row) })
    })
}
