import { z } from 'zod'
import { CaipNetworkIdSchema, EvmAddressSchema } from '../chains/DataChainSchema.ts'

/** EIP-5792 ids are at most 4096 bytes. */
const BatchIdSchema = z.string().min(1).max(4096)
const HashSchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'not a transaction hash')
const QuantitySchema = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'not a hex quantity')
/** The sending tab's token: only it may add to or stop the batch. */
const ClaimSchema = z.uuid()
/** Lower-cased: one account is one key, whatever its checksum casing. */
const AccountSchema = EvmAddressSchema.transform((address) => address.toLowerCase())

/**
 * Why a batch ended before its last call was sent: an approval refused, a send that failed, a
 * call that reverted or did not land in time, or `abandoned`: the page sending it went away (a
 * reload; the tab's next frame says so, or the lease lapses).
 */
export const StopReasonSchema = z.enum(['rejected', 'failed', 'reverted', 'timeout', 'abandoned'])
export type StopReason = z.infer<typeof StopReasonSchema>

/**
 * `POST /v1/calls`: a batch the modal is about to send, or has sent (an atomic batch comes with
 * its one transaction), and the sending tab's claim. A call is kept as the modal shows it
 * (`to`, `value`), not its data.
 */
export const CreateBatchBodySchema = z
  .object({
    batchId: BatchIdSchema,
    account: AccountSchema,
    chainId: CaipNetworkIdSchema.refine((id) => id.startsWith('eip155:'), 'not an EVM network'),
    atomic: z.boolean(),
    calls: z
      .array(z.object({ to: EvmAddressSchema, value: QuantitySchema.nullable() }))
      .min(1)
      .max(50),
    hashes: z.array(HashSchema).max(50),
    claim: ClaimSchema,
  })
  .refine((body) => body.hashes.length <= (body.atomic ? 1 : body.calls.length), {
    message: 'more transactions than the batch sends',
    path: ['hashes'],
  })

const Claimed = { batchId: BatchIdSchema, account: AccountSchema, claim: ClaimSchema }
/** `POST /v1/calls/transaction`: call `index`'s transaction, sent by the claim's holder. */
export const AddTransactionBodySchema = z.object({
  ...Claimed,
  index: z.number().int().min(0).max(49),
  hash: HashSchema,
})
/** `POST /v1/calls/stop`: the batch ends before its last call, and why. */
export const StopBatchBodySchema = z.object({ ...Claimed, reason: StopReasonSchema })
/** `POST /v1/calls/lease`: the sender is still there (waiting for an approval or a receipt). */
export const RenewLeaseBodySchema = z.object(Claimed)
/** `GET /v1/calls`: one batch of one account. */
export const ReadBatchQuerySchema = z.object({ batchId: BatchIdSchema, account: AccountSchema })
