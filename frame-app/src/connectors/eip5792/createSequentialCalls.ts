import { ErrorCode, type Network } from '@porthole/shared-protocol'
import { bytesToHex, type Hex, isAddressEqual, numberToHex } from 'viem'
import type { ChainClients } from '../../chains/createChainClients.ts'
import type { CallsStore, StopReason } from '../callsStore/createCallsStore.ts'
import { readStoredBatch } from '../callsStore/readStoredBatch.ts'
import type { CallsReport } from './CallsReport.ts'
import { callStates } from './callStates.ts'
import type { BatchCall, SendCallsBatch } from './callsSchemas.ts'
import { callsStatusCode } from './callsStatusCode.ts'
import { readCallsReceipt, toCallsReceipt } from './readCallsReceipt.ts'
import { DuplicateBatchIdError, UnsupportedNonOptionalCapabilityError } from './SendCallsErrors.ts'

/** How long one call's transaction may take to land before the calls after it are dropped. */
const CALL_RECEIPT_TIMEOUT_MS = 120_000
/** How often a batch being sent tells the api its tab is still there (its lease is 10 minutes). */
const LEASE_RENEW_MS = 60_000

/** An `eth_sendTransaction` through the connected wallet (its own approval, if it asks one). */
export type SendTransaction = (transaction: Record<string, string>) => Promise<unknown>

/** A batch sent one transaction per call: what was sent so far, and whether more may follow. */
export type SequentialBatch = {
  network: Network
  calls: readonly { to: string; value?: string | undefined }[]
  /** The transaction of each call sent so far, in order. */
  hashes: Hex[]
  /** False once every call was sent, or the batch stopped (a rejection, a failure, a revert). */
  sending: boolean
}

/**
 * EIP-5792 batches for an account that cannot run them atomically: one `eth_sendTransaction`
 * per call, in order, each after the one before has landed (a call may need the one before:
 * approve, then swap). `send` resolves with the batch id once the first call is sent, so a
 * rejection of the first approval is the host's 4001; a later rejection, failure or revert ends
 * the batch there and its status says what landed. A batch may not need a capability (one not
 * marked `optional`): nothing here provides one (5700). `status` is EIP-5792's
 * `wallet_getCallsStatus` answer (`callsStatusCode`, `atomic: false`), from the chain's receipts;
 * `report` the same call by call, for `wallet_showCallsStatus`'s view.
 * With a `store` (the api) each batch is kept as it is sent, so both still answer after a
 * reload; a batch the reload cut short stops where it was (decision 0237).
 */
export function createSequentialCalls(deps: {
  chainClients: ChainClients
  store?: CallsStore | null
  /** The modal's networks: where a batch kept by the api was sent. */
  networks?: () => readonly Network[]
}) {
  const batches = new Map<string, SequentialBatch>()
  const { store } = deps

  async function sendRest(
    batch: SequentialBatch & { id: string; account: Hex; writes: Promise<void> },
    rest: readonly BatchCall[],
    send: (call: BatchCall) => Promise<Hex>,
  ) {
    // The api's record follows the batch in order; a write that fails is dropped.
    const write = (next: (store: CallsStore) => Promise<void>) => {
      if (store) batch.writes = batch.writes.then(() => next(store))
    }
    const stop = (reason: StopReason) => write((s) => s.stop(batch.id, batch.account, reason))
    const lease = store
      ? setInterval(() => write((s) => s.renew(batch.id, batch.account)), LEASE_RENEW_MS)
      : undefined
    try {
      const chain = await deps.chainClients.get(batch.network)
      for (const call of rest) {
        const previous = batch.hashes.at(-1) as Hex
        const landed = await chain.waitForReceipt(previous, CALL_RECEIPT_TIMEOUT_MS)
        if (landed !== 'success') return stop(landed)
        const hash = await send(call)
        const index = batch.hashes.push(hash) - 1
        write((s) => s.addHash(batch.id, batch.account, index, hash))
      }
    } catch (error) {
      // A rejected or failed call ends the batch: its status reports the calls that landed.
      stop((error as { code?: unknown }).code === ErrorCode.userRejected ? 'rejected' : 'failed')
    } finally {
      clearInterval(lease)
      batch.sending = false
    }
  }

  /** The batch this frame sent, or one the api kept from before a reload. */
  const find = async (id: string, account: Hex) =>
    batches.get(id) ??
    (store ? await readStoredBatch(store, deps.networks?.() ?? [], id, account) : undefined)

  /**
   * The batch's receipts so far; `sending` read first, so a call sent meanwhile stays pending.
   * Undefined for an unknown id, or a kept one whose transactions are not the account's.
   */
  async function readBatch(id: string, account: Hex) {
    const batch = await find(id, account)
    if (!batch) return undefined
    const sending = batch.sending
    const chain = await deps.chainClients.get(batch.network)
    const receipts = await Promise.all(batch.hashes.map((hash) => readCallsReceipt(chain, hash)))
    if (receipts.some((receipt) => receipt && !isAddressEqual(receipt.from as Hex, account)))
      return undefined
    const statuses = receipts.map((receipt) => receipt?.status ?? null)
    return { batch, receipts, statuses, sending }
  }

  /** Whether the account has a batch `id` here or in the api (5720 for a new one). */
  const taken = async (id: string, account: Hex) =>
    batches.has(id) || (store ? (await store.read(id, account)) !== null : false)

  return {
    taken,
    /** Whether `id` is a batch of the account this modal sent (here, or before a reload). */
    knows: async (id: string, account: Hex) => (await find(id, account)) !== undefined,
    /** The batch's `wallet_getCallsStatus` answer; undefined for an id the modal did not send. */
    async status(id: string, account: Hex) {
      const read = await readBatch(id, account)
      if (!read) return undefined
      const { batch, receipts, statuses, sending } = read
      return {
        version: '2.0.0',
        id,
        chainId: numberToHex(Number(batch.network.id)),
        atomic: false,
        status: callsStatusCode({ expected: batch.calls.length, statuses, sending }),
        receipts: receipts.flatMap((receipt) => (receipt ? [toCallsReceipt(receipt)] : [])),
      }
    },
    /** The batch call by call, from the chain's receipts; undefined for an unknown id. */
    async report(id: string, account: Hex): Promise<CallsReport | undefined> {
      const read = await readBatch(id, account)
      if (!read) return undefined
      const { batch, statuses, sending } = read
      const states = callStates(batch.calls.length, statuses, sending)
      return {
        network: batch.network,
        status: callsStatusCode({ expected: batch.calls.length, statuses, sending }),
        calls: batch.calls.map((call, i) => ({
          to: call.to as Hex,
          value: (call.value as Hex | undefined) ?? null,
          state: states[i] ?? 'notSent',
          hash: batch.hashes[i] ?? null,
        })),
      }
    },
    async send(args: {
      batch: SendCallsBatch
      from: Hex
      network: Network
      sendTransaction: SendTransaction
    }): Promise<{ id: string }> {
      const { batch, from, network, sendTransaction } = args
      const required = Object.entries(batch.capabilities ?? {}).filter(
        ([, value]) => (value as { optional?: unknown } | null)?.optional !== true,
      )
      if (required.length > 0)
        throw new UnsupportedNonOptionalCapabilityError(
          `Calls sent one at a time cannot provide ${required.map(([name]) => name).join(', ')}.`,
        )
      if (batch.id && (await taken(batch.id, from)))
        throw new DuplicateBatchIdError(`A batch with id ${batch.id} was sent already.`)
      const id = batch.id ?? bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
      const send = async (call: BatchCall) =>
        (await sendTransaction({
          from,
          chainId: batch.chainId,
          to: call.to,
          ...(call.value ? { value: call.value } : {}),
          ...(call.data ? { data: call.data } : {}),
        })) as Hex
      const [first, ...rest] = batch.calls as [BatchCall, ...BatchCall[]]
      // Kept from the start so the id is taken; dropped if the first call is refused.
      const sent = {
        id,
        account: from,
        network,
        calls: batch.calls,
        hashes: [] as Hex[],
        sending: true,
        writes: Promise.resolve(),
      }
      batches.set(id, sent)
      try {
        sent.hashes.push(await send(first))
      } catch (error) {
        batches.delete(id)
        throw error
      }
      // Kept by the api from its first transaction on: a refused first call leaves no record.
      const record = { id, account: from, caipNetworkId: network.caipNetworkId, atomic: false }
      if (store)
        sent.writes = store
          .create({ ...record, calls: batch.calls, hashes: [...sent.hashes] })
          .then(() => undefined)
      if (rest.length > 0) void sendRest(sent, rest, send)
      else sent.sending = false
      return { id }
    },
  }
}
export type SequentialCalls = ReturnType<typeof createSequentialCalls>
