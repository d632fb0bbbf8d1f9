import { createLazySlot } from '../../core/createLazySlot.ts'
import type { SendActor } from './machine/sendMachine.ts'

/**
 * The send flow's place in a frame app: the Send chunk creates its actor on first use (so the
 * machine, its strings and the transfer code stay out of the first paint); it then lives as
 * long as the frame, so leaving Send and coming back keeps the form. `onCreate` lets the
 * coordinator start the new actor (`app/watchViewLoading`).
 */
export function createSendSlot(onCreate?: (actor: SendActor) => void) {
  const slot = createLazySlot<SendActor>(onCreate)
  return {
    ...slot,
    /** SPEC §4: after a disconnect the form is empty (not the last receiver and amount). */
    reset() {
      slot.current()?.send({ type: 'RESET' })
    },
  }
}
export type SendSlot = ReturnType<typeof createSendSlot>
