import { createLazySlot } from '../../../core/createLazySlot.ts'
import { createSentTransactions } from '../pending/createSentTransactions.ts'
import type { AccountDataDeps } from './AccountDataDeps.ts'
import type { AccountData } from './createAccountData.ts'

/**
 * The Account tabs' place in a frame app: the Account chunk creates their actors on first use
 * (so the list machines stay out of the first paint); they then live as long as the frame.
 * The transfers sent from this frame are here from the start (Send records them, the live
 * region announces their outcome).
 */
export function createAccountDataSlot(deps: AccountDataDeps) {
  const slot = createLazySlot<AccountData>()
  return {
    deps,
    /** Transfers sent from this frame, pending until the chain settles them (Activity). */
    sent: createSentTransactions(),
    /** The actors, or null before the Account view first showed. */
    current: slot.current,
    /** This frame's actors; `create` builds them the first time. */
    ensure: (create: (deps: AccountDataDeps) => AccountData): AccountData =>
      slot.ensure(() => create(deps)),
  }
}
export type AccountDataSlot = ReturnType<typeof createAccountDataSlot>
