import type { Clock } from './clock.ts'
import type { Db } from './db/Db.ts'
import type { Project } from './projects/ProjectSchema.ts'

/** One structured log line. */
export type LogLine = { level: 'info' | 'warn' | 'error'; msg: string } & Record<string, unknown>
export type Log = (line: LogLine) => void

export type TelemetryOptions = {
  /** Events accepted per project and window, across every instance (counted in the database). */
  maxPerWindow: number
  windowMs: number
  /** How long events are kept. */
  retentionMs: number
}

export type SiwxOptions = {
  /** How long an issued nonce may be used. */
  nonceTtlSeconds: number
  /** The longest a session lasts, whatever its message's expiration time says. */
  sessionMaxAgeSeconds: number
  /** JSON-RPC endpoints by EVM chain id, for smart-account (ERC-1271/6492) sign-ins. */
  evmRpcUrls: Readonly<Record<string, string>>
}

/** What every route gets from `createApp`. */
export type AppDeps = {
  db: Db
  clock: Clock
  log: Log
  /** Name zones served, first one the default (`alice` means `alice.<zone>`). */
  nameZones: readonly string[]
  /** How old (or how far ahead) a signed registration timestamp may be. */
  nameMessageMaxAgeSeconds: number
  telemetry: TelemetryOptions
  siwx: SiwxOptions
  /** How long an instance may reuse a project it looked up (0: never). */
  projectCacheMs: number
}

/** The SPEC §7 query params every Data API call carries, once checked. */
export type CallContext = { project: Project; sdkType?: string; sdkVersion?: string }

export type AppEnv = { Variables: { call: CallContext } }
