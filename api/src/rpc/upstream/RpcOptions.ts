import { RPC_POLLING_INTERVAL_MS, RPC_TIMEOUT_MS } from '@porthole/shared-protocol'

/** The chain RPC service (`POST /v1/rpc`). */
export type RpcOptions = {
  /** Calls (each call of a batch counts) one project may make per window, on all instances. */
  maxCallsPerWindow: number
  /** Projects with their own limit instead (a paid tier, an internal tool), by project id. */
  projectLimits: Readonly<Record<string, number>>
  windowMs: number
  /** How often each endpoint of a chain is pinged to rank them (SPEC §9 polling, 4 s). */
  rankIntervalMs: number
  /** How long one endpoint has to answer before the next is tried (SPEC §9: 10 s). */
  timeoutMs: number
}

export const DEFAULT_RPC: RpcOptions = {
  maxCallsPerWindow: 3000,
  projectLimits: {},
  windowMs: 60_000,
  rankIntervalMs: RPC_POLLING_INTERVAL_MS,
  timeoutMs: RPC_TIMEOUT_MS,
}
