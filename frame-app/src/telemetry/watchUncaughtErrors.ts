import type { ErrorTelemetry } from './createErrorTelemetry.ts'

/** Reports the frame's uncaught errors and unhandled rejections; returns the unsubscribe. */
export function watchUncaughtErrors(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  telemetry: Pick<ErrorTelemetry, 'reportUncaught'>,
): () => void {
  const onError = (event: ErrorEvent) =>
    telemetry.reportUncaught('UNCAUGHT_ERROR', event.error ?? new Error(event.message))
  const onRejection = (event: PromiseRejectionEvent) =>
    telemetry.reportUncaught('UNHANDLED_REJECTION', event.reason)
  win.addEventListener('error', onError)
  win.addEventListener('unhandledrejection', onRejection)
  return () => {
    win.removeEventListener('error', onError)
    win.removeEventListener('unhandledrejection', onRejection)
  }
}
