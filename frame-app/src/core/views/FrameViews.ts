/**
 * The frame's views by name. Empty here: the kernel knows no view. Each feature's `index.ts`
 * adds the views of its `create<Feature>Views()` by declaration merging, and
 * `app/createViewRegistry.ts` spreads them, one line per feature:
 *
 * ```ts
 * declare module '../../core/views/FrameViews.ts' {
 *   interface FrameViews extends ReturnType<typeof createNamesViews> {}
 * }
 * ```
 */
// biome-ignore lint/suspicious/noEmptyInterface: features fill it by declaration merging.
export interface FrameViews {}

/** A view's name: a key some feature added to `FrameViews`. */
export type ViewName = keyof FrameViews & string
