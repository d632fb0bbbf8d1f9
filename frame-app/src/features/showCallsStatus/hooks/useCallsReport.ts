import { useEffect, useState } from 'react'
import type { CallsReport } from '../../../connectors/eip5792/CallsReport.ts'
import { CallsStatus } from '../../../connectors/eip5792/callsStatusCode.ts'
import { UnknownBundleIdError } from '../../../connectors/eip5792/SendCallsErrors.ts'
import { useFrameApp } from '../../../core/FrameAppContext.tsx'

/** How often a batch with calls still to land is read again. */
const READ_AGAIN_MS = 1000

export type CallsReportState =
  | { kind: 'loading' }
  | { kind: 'ready'; report: CallsReport }
  /** No batch of that id in this frame (it was sent before a reload). */
  | { kind: 'unknown' }
  /** The first read failed (the network's RPC did not answer); `retry` reads again. */
  | { kind: 'failed' }

/**
 * Batch `id`'s report, read again every second until no call is left to land (EIP-5792 status
 * other than 100). A read that fails after the first keeps the last report and tries again.
 */
export function useCallsReport(id: string): { state: CallsReportState; retry: () => void } {
  const app = useFrameApp()
  const [state, setState] = useState<CallsReportState>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry's trigger.
  useEffect(() => {
    const read = app.callsStatus.reader(id)
    if (!read) {
      setState({ kind: 'unknown' })
      return
    }
    let stopped = false
    let shown = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const next = () => {
      timer = setTimeout(tick, READ_AGAIN_MS)
    }
    const tick = async () => {
      try {
        const report = await read()
        if (stopped) return
        shown = true
        setState({ kind: 'ready', report })
        if (report.status === CallsStatus.pending) next()
      } catch (error) {
        if (stopped) return
        if (error instanceof UnknownBundleIdError) setState({ kind: 'unknown' })
        else if (shown) next()
        else setState({ kind: 'failed' })
      }
    }
    void tick()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [app, id, attempt])
  return {
    state,
    retry: () => {
      setState({ kind: 'loading' })
      setAttempt((n) => n + 1)
    },
  }
}
