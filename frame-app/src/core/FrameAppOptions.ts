import type {
  CallName,
  CallRequest,
  CallSuccess,
  FrameCalls,
  ThemeMode,
} from '@porthole/shared-protocol'
import type { DataApi } from '../api/createDataApi.ts'
import type { ChainClientFactory } from '../chains/createChainClients.ts'
import type { CoinbaseOptions } from '../connectors/coinbase/coinbaseWallet.ts'
import type { LivenessOptions } from '../connectors/hostWallet/withLiveness.ts'
import type { StorageLike } from '../storage/createFrameStorage.ts'
import type { TrackedEvent } from './connection/TrackedEvent.ts'

/** How the frame app calls the host (the bridge's caller). */
export type HostCaller = <N extends CallName<FrameCalls>>(
  name: N,
  payload: CallRequest<FrameCalls, N>,
) => Promise<CallSuccess<FrameCalls, N>>

export type FrameAppOptions = {
  callHost: HostCaller
  themeMode: ThemeMode
  isMobile: boolean
  storage: StorageLike | null
  /** The frame's own storage only (null when blocked): for what must never reach the host. */
  frameStorage?: StorageLike | null
  onError?: (error: unknown) => void
  /** Telemetry sink: connect, restore and disconnect successes and errors. */
  onEvent?: (event: TrackedEvent) => void
  /** Chain reads (balances, read-only RPC); default: the lazy viem client. */
  loadChainClient?: ChainClientFactory
  /** How host wallets are probed while a request is pending. */
  liveness?: Omit<LivenessOptions, 'probe'>
  /** How long the modal's own sends wait for a receipt (default SPEC §9's 25 s). */
  receiptTimeoutMs?: number | undefined
  /** How often the on-ramp checks whether the bought tokens arrived (default 2000 ms). */
  onrampPollIntervalMs?: number
  /** How long an on-ramp quote and its provider URL stay offered (default 5 minutes). */
  onrampQuoteTtlMs?: number | undefined
  /** The vault (embedded wallets): without it email login is not offered. */
  vault?: { url: string; version?: number | undefined } | undefined
  /** The Coinbase connector (its keys popup); absent, Coinbase Wallet is not offered. */
  coinbase?: CoinbaseOptions | undefined
  /** The Data API (wallet registry); null when the frame has no apiUrl. */
  api?: DataApi | null
}
