import type { ChainClient } from '../../../chains/ChainClient.ts'
import type { SentTransactions } from '../../account/index.ts'

export type ReceiptOutcome = 'success' | 'reverted' | 'timeout'

/** After the first wait times out, how many more waits before the frame stops watching. */
export const WATCH_ROUNDS = 40

type WatchDeps = {
  sent: Pick<SentTransactions, 'settle'>
  client: Pick<ChainClient, 'waitForReceipt'>
  /** One wait (SPEC §9 receipt timeout). */
  timeoutMs: number
  rounds?: number
}

/** A wait that fails (the RPC is down for a moment) counts as one that timed out. */
const waitOnce = (deps: WatchDeps, hash: string): Promise<ReceiptOutcome> =>
  deps.client.waitForReceipt(hash, deps.timeoutMs).catch(() => 'timeout' as const)

const settle = (deps: WatchDeps, hash: string, outcome: ReceiptOutcome) => {
  if (outcome !== 'timeout') deps.sent.settle(hash, outcome === 'success' ? 'confirmed' : 'failed')
  return outcome
}

/**
 * Waits for a sent transfer's receipt (EVM) or signature status (Solana) and settles its
 * Activity item confirmed or failed. Resolves with the first wait's outcome (the Send view's
 * result); when that times out the frame goes on watching in the background, up to `rounds`
 * more waits, so Activity turns confirmed or failed whenever the chain decides, even with the
 * modal closed.
 */
export async function watchSentTransfer(deps: WatchDeps, hash: string): Promise<ReceiptOutcome> {
  const first = settle(deps, hash, await waitOnce(deps, hash))
  if (first === 'timeout') void keepWatching(deps, hash, deps.rounds ?? WATCH_ROUNDS)
  return first
}

async function keepWatching(deps: WatchDeps, hash: string, rounds: number) {
  for (let round = 0; round < rounds; round++) {
    if (settle(deps, hash, await waitOnce(deps, hash)) !== 'timeout') return
  }
}
