import type { ReadCallsReport } from '../../connectors/eip5792/CallsReport.ts'

/**
 * The batches `wallet_showCallsStatus` showed in this frame: each id with how to read its report
 * again, so the CallsStatus view (opened with the id only) follows its calls as they land.
 */
export function createCallsStatusSlot() {
  const readers = new Map<string, ReadCallsReport>()
  return {
    set: (id: string, read: ReadCallsReport) => {
      readers.set(id, read)
    },
    /** How to read batch `id`; undefined for a batch never shown in this frame. */
    reader: (id: string): ReadCallsReport | undefined => readers.get(id),
  }
}
export type CallsStatusSlot = ReturnType<typeof createCallsStatusSlot>
