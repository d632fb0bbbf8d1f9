import type { ComponentType } from 'react'
import type { RefusedCallNoticeProps } from './RefusedCallNotice.tsx'

type Notice = ComponentType<RefusedCallNoticeProps>

/**
 * SPEC §5 and §8: a host call the embedded wallet refused (5103, 'Requested RPC call is not
 * allowed') is said in the modal as 'Action not allowed'. This holds the notice to show, set
 * by `showRefusedCall` (the rpc feature's lazy chunk, with the notice itself) until the user
 * closes it or the modal closes (`RefusedCallSlot` leaves).
 */
export function createRefusedCalls() {
  let notice: Notice | null = null
  const listeners = new Set<() => void>()
  const set = (next: Notice | null) => {
    notice = next
    for (const listener of listeners) listener()
  }
  return {
    notice: () => notice,
    set,
    dismiss: () => set(null),
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
export type RefusedCalls = ReturnType<typeof createRefusedCalls>
