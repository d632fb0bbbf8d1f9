/** SPEC §9: chain JSON-RPC over HTTP. */
export const RPC_TIMEOUT_MS = 10_000
export const RPC_BATCH_SIZE = 1_000
export const RPC_POLLING_INTERVAL_MS = 4_000
export const RANK_SAMPLE_COUNT = 10
export const RANK_PING_TIMEOUT_MS = 1_000
/** SPEC §7: endpoints ranked by stability (0.7) and latency (0.3). */
export const RANK_WEIGHTS = { stability: 0.7, latency: 0.3 } as const
/** SPEC §9: a sent transaction's receipt is awaited up to 25 s. */
export const RECEIPT_TIMEOUT_MS = 25_000
