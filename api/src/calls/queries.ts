import type { Queryable } from '../db/Db.ts'
import type { StopReason } from './CallBatchSchemas.ts'

export type CallBatchRow = {
  project_id: string
  account: string
  batch_id: string
  caip_network_id: string
  atomic: boolean
  calls: { to: string; value: string | null }[]
  hashes: string[]
  stopped: StopReason | null
  claim: string
  lease_until: Date
  created_at: Date
}

/** One batch's key: the project, the (lower-cased) account and the batch id. */
export type BatchKey = { projectId: string; account: string; batchId: string }

export type NewBatch = BatchKey & {
  caipNetworkId: string
  atomic: boolean
  calls: { to: string; value: string | null }[]
  hashes: string[]
  claim: string
  leaseUntil: Date
  at: Date
}

/** Stores a new batch; undefined when the account already has one with that id. */
export async function insertBatch(db: Queryable, batch: NewBatch) {
  const [row] = await db.query<CallBatchRow>(
    `INSERT INTO call_batches (project_id, account, batch_id, caip_network_id, atomic, calls,
       hashes, claim, lease_until, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (project_id, account, batch_id) DO NOTHING
     RETURNING *`,
    [
      batch.projectId,
      batch.account,
      batch.batchId,
      batch.caipNetworkId,
      batch.atomic,
      JSON.stringify(batch.calls),
      batch.hashes,
      batch.claim,
      batch.leaseUntil,
      batch.at,
    ],
  )
  return row
}

export async function findBatch(db: Queryable, key: BatchKey) {
  const [row] = await db.query<CallBatchRow>(
    'SELECT * FROM call_batches WHERE project_id = $1 AND account = $2 AND batch_id = $3',
    [key.projectId, key.account, key.batchId],
  )
  return row
}

/**
 * Adds call `index`'s transaction for the claim's holder and renews its lease: only the next
 * index, while calls remain and the batch was not stopped. A transaction sent after the lease
 * lapsed (a page frozen in the background while its wallet asked) is still recorded: what was
 * sent is what the status must show.
 */
export async function appendHash(
  db: Queryable,
  key: BatchKey & { claim: string; index: number; hash: string; leaseUntil: Date },
) {
  const [row] = await db.query<CallBatchRow>(
    `UPDATE call_batches SET hashes = array_append(hashes, $6), lease_until = $7
     WHERE project_id = $1 AND account = $2 AND batch_id = $3 AND claim = $4
       AND stopped IS NULL AND NOT atomic AND cardinality(hashes) = $5
       AND cardinality(hashes) < jsonb_array_length(calls)
     RETURNING *`,
    [key.projectId, key.account, key.batchId, key.claim, key.index, key.hash, key.leaseUntil],
  )
  return row
}

/** Stops the claim's batch before its last call (once: the first reason stays). */
export async function stopBatch(
  db: Queryable,
  key: BatchKey & { claim: string; reason: StopReason },
) {
  const [row] = await db.query<CallBatchRow>(
    `UPDATE call_batches SET stopped = $5
     WHERE project_id = $1 AND account = $2 AND batch_id = $3 AND claim = $4
       AND stopped IS NULL AND cardinality(hashes) < jsonb_array_length(calls)
     RETURNING *`,
    [key.projectId, key.account, key.batchId, key.claim, key.reason],
  )
  return row
}

/** The claim's holder is still sending: its lease runs until `leaseUntil`. */
export async function renewLease(
  db: Queryable,
  key: BatchKey & { claim: string; leaseUntil: Date },
) {
  const [row] = await db.query<CallBatchRow>(
    `UPDATE call_batches SET lease_until = $5
     WHERE project_id = $1 AND account = $2 AND batch_id = $3 AND claim = $4 AND stopped IS NULL
     RETURNING *`,
    [key.projectId, key.account, key.batchId, key.claim, key.leaseUntil],
  )
  return row
}

/**
 * Deletes the batches created before `before` (the api's hourly prune, with
 * `CALL_BATCH_RETENTION_MS`): how many it deleted.
 */
export async function deleteBatchesBefore(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query<{ batch_id: string }>(
    'DELETE FROM call_batches WHERE created_at < $1 RETURNING batch_id',
    [before],
  )
  return rows.length
}
