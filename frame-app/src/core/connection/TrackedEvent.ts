/**
 * An event for the telemetry sink (`onEvent`). Errors carry the SPEC §3 error-event fields;
 * no addresses or other personal data.
 */
export type TrackedEvent =
  | {
      type: 'track'
      event: 'CONNECT_SUCCESS' | 'DISCONNECT_SUCCESS' | 'RESTORE_SUCCESS'
      connector: string
      timestamp: number
    }
  | {
      type: 'error'
      event: 'CONNECT_ERROR' | 'DISCONNECT_ERROR' | 'RESTORE_ERROR'
      connector: string
      errorType: string
      errorMessage: string
      timestamp: number
    }

/** The error variant of a tracked event from any thrown value. */
export function trackError(
  event: 'CONNECT_ERROR' | 'DISCONNECT_ERROR' | 'RESTORE_ERROR',
  connector: string,
  error: unknown,
): TrackedEvent {
  const e = error as { name?: unknown; shortMessage?: unknown; message?: unknown } | null
  return {
    type: 'error',
    event,
    connector,
    errorType: typeof e?.name === 'string' ? e.name : 'Error',
    errorMessage:
      typeof e?.shortMessage === 'string'
        ? e.shortMessage
        : typeof e?.message === 'string'
          ? e.message
          : String(error),
    timestamp: Date.now(),
  }
}
