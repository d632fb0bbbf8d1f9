/**
 * The frame's views by name. Empty here: the kernel knows no view. `app/features.ts` declares
 * it from the registered features' `views` (each feature's `create<Feature>Views()`, whose
 * return type names its views: `FeatureViews<'Networks' | 'SwitchNetwork'>`), and
 * `app/createViewRegistry.ts` spreads them (decision 0300).
 */
// biome-ignore lint/suspicious/noEmptyInterface: features fill it by declaration merging.
export interface FrameViews {}

/** A view's name: a key some feature added to `FrameViews`. */
export type ViewName = keyof FrameViews & string
