import {
  RECEIPT_TIMEOUT_MS,
  RPC_BATCH_SIZE,
  RPC_POLLING_INTERVAL_MS,
  RPC_RANK_PING_TIMEOUT_MS,
  RPC_RANK_SAMPLE_COUNT,
  RPC_TIMEOUT_MS,
} from '@porthole/shared-protocol'

/** SPEC §9: chain JSON-RPC over HTTP. */
export { RECEIPT_TIMEOUT_MS, RPC_BATCH_SIZE, RPC_POLLING_INTERVAL_MS, RPC_TIMEOUT_MS }
export const RANK_SAMPLE_COUNT = RPC_RANK_SAMPLE_COUNT
export const RANK_PING_TIMEOUT_MS = RPC_RANK_PING_TIMEOUT_MS
/** SPEC §7: endpoints ranked by stability (0.7) and latency (0.3). */
export const RANK_WEIGHTS = { stability: 0.7, latency: 0.3 } as const
