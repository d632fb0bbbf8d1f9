import type { PayActor } from './payMachine.ts'

/**
 * The payment the Pay view shows: `modal.pay`'s action (in the Pay chunk) sets its actor before
 * it opens the view, so the machine and its strings stay out of the first paint.
 */
export function createPaySlot() {
  let actor: PayActor | null = null
  return {
    set: (next: PayActor) => {
      actor = next
    },
    /** The payment under way or last shown; null before the first `pay`. */
    current: (): PayActor | null => actor,
  }
}
export type PaySlot = ReturnType<typeof createPaySlot>
