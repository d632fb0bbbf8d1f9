import type { SendActor } from './machine/sendMachine.ts'

/**
 * The send flow's place in a frame app: the Send chunk creates its actor on first use (so the
 * machine, its strings and the transfer code stay out of the first paint); it then lives as
 * long as the frame, so leaving Send and coming back keeps the form. `onCreate` lets the
 * coordinator start the new actor (`app/watchViewLoading`).
 */
export function createSendSlot(onCreate: (actor: SendActor) => void = () => undefined) {
  let actor: SendActor | null = null
  return {
    /** The actor, or null before Send first showed. */
    current: () => actor,
    /** This frame's actor; `create` builds it the first time. */
    ensure(create: () => SendActor): SendActor {
      if (actor) return actor
      actor = create()
      onCreate(actor)
      return actor
    },
    /** SPEC §4: after a disconnect the form is empty (not the last receiver and amount). */
    reset() {
      actor?.send({ type: 'RESET' })
    },
  }
}
export type SendSlot = ReturnType<typeof createSendSlot>
