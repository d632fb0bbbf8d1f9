import type { StateSnapshot } from '@porthole/shared-protocol'
import type { FrameCore } from './FrameCore.ts'

/**
 * The frame's actions bound to one instance: what the host dispatcher, the views and the RPC
 * handler call. Empty here: `app/features.ts` declares it from the registered features' `actions`
 * (decision 0300); the host state's own are in `app/hostState/bindHostStateActions.ts`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: features fill it by declaration merging.
export interface FrameActions {}

/**
 * What features add to the instance the views and the bridge see, beyond `FrameCore`: parts
 * built after it (the lazy flows of Swap and OnRamp, the RPC handler). Empty here:
 * `app/features.ts` declares it from the registered features' `parts` (decision 0300).
 */
// biome-ignore lint/suspicious/noEmptyInterface: features fill it by declaration merging.
export interface FeatureParts {}

/** One frame instance, as the views (`useFrameApp()`) and the bridge see it. */
export type FrameApp = FrameCore &
  FeatureParts & {
    actions: FrameActions
    /** The snapshot the host mirrors (STATE, GET_STATE). */
    getSnapshot: () => StateSnapshot
    /** Call `listener` with each new snapshot (deduplicated); returns the unsubscribe function. */
    subscribe: (listener: (snapshot: StateSnapshot) => void) => () => void
    /** Resolves once the reload's silent reconnect is over. */
    whenSettled: () => Promise<void>
  }
