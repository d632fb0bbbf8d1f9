import type { Network } from '@porthole/shared-protocol'
import type { Hex } from 'viem'
import type { CallsStore } from './createCallsStore.ts'

/** A batch sent one transaction per call, as the api kept it, on one of the modal's networks. */
export type StoredSequentialBatch = {
  network: Network
  calls: readonly { to: string; value?: string | undefined }[]
  hashes: Hex[]
  sending: boolean
}

/**
 * Batch `id` of `account` sent one transaction per call before this frame loaded (a reload):
 * undefined when the api has none (or an atomic one), or its network is not the modal's. One
 * this tab was still sending is said stopped there (the page that sent it is gone: decision
 * 0237); one another tab is sending stays pending.
 */
export async function readStoredBatch(
  store: CallsStore,
  networks: readonly Network[],
  id: string,
  account: Hex,
): Promise<StoredSequentialBatch | undefined> {
  const stored = await store.read(id, account)
  if (!stored || stored.atomic) return undefined
  const network = networks.find((n) => n.caipNetworkId === stored.chainId)
  if (!network) return undefined
  const batch = stored.sending ? ((await store.abandon(id, account)) ?? stored) : stored
  return {
    network,
    calls: batch.calls.map((call) => ({ to: call.to, value: call.value ?? undefined })),
    hashes: batch.hashes as Hex[],
    sending: batch.sending,
  }
}
