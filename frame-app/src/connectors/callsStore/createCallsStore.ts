import type { Hex } from 'viem'
import * as z from 'zod/mini'
import { ApiRequestError } from '../../api/ApiRequestError.ts'
import type { ApiClient } from '../../api/createApiClient.ts'

const StoredBatchSchema = z.object({
  batchId: z.string(),
  account: z.string(),
  chainId: z.string(),
  atomic: z.boolean(),
  calls: z.array(z.object({ to: z.string(), value: z.nullable(z.string()) })),
  hashes: z.array(z.string()),
  sending: z.boolean(),
  stopped: z.nullable(z.string()),
})
const AnswerSchema = z.object({ batch: StoredBatchSchema })
/** A batch as the api keeps it (`GET /v1/calls`): what was sent, and whether more may follow. */
export type StoredBatch = z.infer<typeof StoredBatchSchema>

/** Why a batch ended before its last call (`abandoned`: the page sending it went away). */
export type StopReason = 'rejected' | 'failed' | 'reverted' | 'timeout' | 'abandoned'

/** A batch as it is first stored: `hashes` holds what was sent already (the first call's). */
export type NewStoredBatch = {
  id: string
  account: Hex
  caipNetworkId: string
  atomic: boolean
  calls: readonly { to: string; value?: string | undefined }[]
  hashes: readonly Hex[]
}

/**
 * The api's record of the EIP-5792 batches the modal sends itself (`/v1/calls`, decision 0237),
 * so `wallet_getCallsStatus` still knows them after a reload. Writes carry `claim`, this tab's
 * token (`readTabClaim`): only this tab may add to its batches, and after a reload this tab's
 * next frame may say its batch stopped (`abandon`). A write that fails is dropped: the batch
 * goes on, known to this frame only. `read` is null for a batch the api does not have or cannot
 * be asked about.
 */
export function createCallsStore(client: ApiClient, claim: string) {
  const post = (path: string, body: Record<string, unknown>) =>
    client.post(`/v1/calls${path}`, { body: { ...body, claim }, schema: AnswerSchema })
  const quietly = (write: Promise<unknown>) =>
    write.then(
      () => undefined,
      () => undefined,
    )
  return {
    /** Stores a new batch: `taken` when the account has one with that id already. */
    async create(batch: NewStoredBatch): Promise<'stored' | 'taken' | 'unavailable'> {
      try {
        await post('', {
          batchId: batch.id,
          account: batch.account,
          chainId: batch.caipNetworkId,
          atomic: batch.atomic,
          calls: batch.calls.map((call) => ({ to: call.to, value: call.value ?? null })),
          hashes: batch.hashes,
        })
        return 'stored'
      } catch (error) {
        return error instanceof ApiRequestError && error.status === 409 ? 'taken' : 'unavailable'
      }
    },
    /** Call `index`'s transaction, once sent. */
    addHash: (id: string, account: Hex, index: number, hash: Hex) =>
      quietly(post('/transaction', { batchId: id, account, index, hash })),
    /** The batch ends before its last call. */
    stop: (id: string, account: Hex, reason: StopReason) =>
      quietly(post('/stop', { batchId: id, account, reason })),
    /** This tab is still sending the batch (waiting for an approval or a receipt). */
    renew: (id: string, account: Hex) => quietly(post('/lease', { batchId: id, account })),
    /**
     * A batch this tab was sending before a reload, said stopped there: the batch as it stands
     * then, or null when it is another tab's (still being sent) or the api cannot be asked.
     */
    async abandon(id: string, account: Hex): Promise<StoredBatch | null> {
      const answer = await post('/stop', { batchId: id, account, reason: 'abandoned' }).catch(
        () => undefined,
      )
      return answer?.batch ?? null
    },
    async read(id: string, account: Hex): Promise<StoredBatch | null> {
      const answer = await client
        .get('/v1/calls', { query: { batchId: id, account }, schema: AnswerSchema })
        .catch(() => undefined)
      return answer?.batch ?? null
    },
  }
}
export type CallsStore = ReturnType<typeof createCallsStore>
