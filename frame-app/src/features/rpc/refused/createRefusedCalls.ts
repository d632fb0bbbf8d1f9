import { createChunkLoader } from '../../modal/index.ts'

type ViewStack = {
  subscribe(listener: (snapshot: { matches(state: 'open'): boolean }) => void): unknown
}

/**
 * SPEC §5 and §8: a host call the embedded wallet refused (5103, 'Requested RPC call is not
 * allowed') is said in the modal as 'Action not allowed'. This holds whether that notice is
 * up (from a refusal until the user closes it or the modal closes) and loads its component
 * with the first refusal, never with the first paint.
 */
export function createRefusedCalls(viewStack: ViewStack) {
  let shown = false
  const listeners = new Set<() => void>()
  const set = (next: boolean) => {
    if (next === shown) return
    shown = next
    for (const listener of listeners) listener()
  }
  viewStack.subscribe((snapshot) => {
    if (!snapshot.matches('open')) set(false)
  })
  return {
    shown: () => shown,
    show: () => set(true),
    dismiss: () => set(false),
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** The notice's component (the rpc feature's lazy chunk). */
    notice: createChunkLoader(() => import('../chunk.ts').then((chunk) => chunk.RefusedCallNotice)),
  }
}
export type RefusedCalls = ReturnType<typeof createRefusedCalls>
