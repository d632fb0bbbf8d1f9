/**
 * What the features add to every frame instance (`FrameCore`), one property per feature slot.
 * Empty here: the kernel knows no feature. Each feature's `index.ts` adds its slot by
 * declaration merging, and `app/createFrameApp.ts` builds it:
 *
 * ```ts
 * declare module '../../core/FeatureSlots.ts' {
 *   interface FeatureSlots {
 *     names: Names
 *   }
 * }
 * ```
 */
// biome-ignore lint/suspicious/noEmptyInterface: features fill it by declaration merging.
export interface FeatureSlots {}
