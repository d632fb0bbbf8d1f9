import { TELEMETRY_LIMIT, TELEMETRY_WINDOW_MS } from '@porthole/shared-protocol'
import type { ErrorEventBody } from '../api/createDataApi.ts'
import type { TrackedEvent } from '../core/connection/TrackedEvent.ts'
import { createTokenBucket } from './createTokenBucket.ts'
import { scrubErrorText } from './scrubErrorText.ts'

/** SPEC §9: error telemetry, 5 events per 60 s. */
export { TELEMETRY_LIMIT, TELEMETRY_WINDOW_MS }

/** SPEC §3 error event, before it is sent. */
export type ErrorEvent = {
  event: string
  errorType?: string | undefined
  errorMessage?: string | undefined
  stackTrace?: string | undefined
}

export type ErrorTelemetryOptions = {
  send: (body: ErrorEventBody) => Promise<void>
  /**
   * Error reports: false when the host turned analytics off (`features.analytics: false`) or
   * the visitor declined (`setConsent(false)`), read before every send.
   */
  isEnabled: () => boolean
  /** Usage events beyond errors: only after the visitor consented (`setConsent(true)`). */
  isUsageAllowed: () => boolean
  /** The verified host origin; only its origin is sent, never a path or query. */
  getHostOrigin: () => string | null
  now?: () => number
  randomId?: () => string
  onSendError?: (error: unknown) => void
}

/**
 * Error telemetry (SPEC §7 body, SECURITY.md #16): off when analytics is disabled or consent
 * withdrawn, at most 5 events per 60 s (token bucket), no personal data (host origin only;
 * addresses, e-mails and URLs beyond their origin scrubbed). Usage events (connect, restore,
 * disconnect) only with consent. A 403 from the api (analytics off for the project) stops
 * further sends.
 */
export function createErrorTelemetry(options: ErrorTelemetryOptions) {
  const now = options.now ?? Date.now
  const randomId = options.randomId ?? (() => crypto.randomUUID())
  const bucket = createTokenBucket({
    capacity: TELEMETRY_LIMIT,
    windowMs: TELEMETRY_WINDOW_MS,
    now,
  })
  let refused = false

  const report = (event: ErrorEvent, type: 'error' | 'track' = 'error'): boolean => {
    if (refused || !options.isEnabled()) return false
    if (type === 'track' && !options.isUsageAllowed()) return false
    const origin = toOrigin(options.getHostOrigin())
    if (!origin) return false
    if (!bucket.take()) return false
    const body: ErrorEventBody = {
      eventId: randomId(),
      url: origin,
      domain: new URL(origin).hostname,
      timestamp: now(),
      props: {
        type,
        event: event.event.slice(0, 64),
        ...(event.errorType ? { errorType: event.errorType.slice(0, 128) } : {}),
        ...(event.errorMessage ? { errorMessage: scrubErrorText(event.errorMessage, 2000) } : {}),
        ...(event.stackTrace ? { stackTrace: scrubErrorText(event.stackTrace, 10_000) } : {}),
      },
    }
    options.send(body).catch((error: unknown) => {
      if ((error as { status?: unknown } | null)?.status === 403) refused = true
      options.onSendError?.(error)
    })
    return true
  }

  return {
    report,
    /** The `onEvent` sink of the frame app: errors, and usage events once consented to. */
    track(event: TrackedEvent): void {
      if (event.type === 'track') report({ event: event.event }, 'track')
      else
        report({ event: event.event, errorType: event.errorType, errorMessage: event.errorMessage })
    },
    /** An uncaught error or unhandled rejection in the frame. */
    reportUncaught(event: 'UNCAUGHT_ERROR' | 'UNHANDLED_REJECTION', error: unknown): void {
      const e = error as { name?: unknown; message?: unknown; stack?: unknown } | null
      report({
        event,
        errorType: typeof e?.name === 'string' ? e.name : 'Error',
        errorMessage: typeof e?.message === 'string' ? e.message : String(error),
        stackTrace: typeof e?.stack === 'string' ? e.stack : undefined,
      })
    },
  }
}
export type ErrorTelemetry = ReturnType<typeof createErrorTelemetry>

function toOrigin(value: string | null): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}
