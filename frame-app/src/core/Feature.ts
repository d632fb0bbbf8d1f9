import type { DappData } from '@porthole/shared-protocol'
import type { Connection } from './connection/ConnectionContext.ts'
import type { FrameActions, FrameApp } from './FrameApp.ts'
import type { FrameCore, FrameInfrastructure } from './FrameCore.ts'
import type { ViewName } from './views/FrameViews.ts'

/** What a feature's slots are built from: the infrastructure, and the frame for later calls. */
export type SlotContext = FrameInfrastructure & {
  /** The whole frame, for what a slot calls later: it is not built yet while slots are. */
  app: () => FrameCore
  /** The host's dapp data (networks, features), null until the host syncs it. */
  dapp: () => DappData | null
  /** Runs the shown view's loader again (a flow's chunk just created its actor). */
  rerunLoading: () => void
}

/** What a feature's parts are built from: the frame with its actions bound. */
export type PartsContext = FrameCore &
  Pick<SlotContext, 'dapp' | 'rerunLoading'> & {
    actions: FrameActions
    /** Resolves once the reload's silent reconnect is over. */
    whenSettled: () => Promise<void>
  }

/** What a view loads when it shows, and again when the account under it changes. */
export type ViewLoad = (app: FrameApp, current: Connection | null) => unknown

/**
 * One feature as the frame registers it: its slots on `FrameCore`, its actions, its views, the
 * parts built after the actions (`FeatureParts`), what its views load when they show, and what
 * it watches once the frame is built. Each part is optional; each feature's `index.ts` exports
 * one as a plain object (`export const namesFeature = { ... }`, its functions' parameters typed:
 * `(context: SlotContext) =>`, `(app: PartsContext) =>`), and `app/features.ts` lists them, one
 * line each, and declares `FrameActions`, `FeatureParts` and `FrameViews` from what they build
 * (decision 0300). The list is checked against `Feature` where the frame is built
 * (`mergeParts`): a `satisfies Feature` on the object would read those interfaces while they
 * are being declared from it.
 */
export type Feature = {
  slots?: (context: SlotContext) => object
  actions?: (app: FrameCore) => object
  views?: () => object
  parts?: (app: PartsContext) => object
  loaders?: { readonly [N in ViewName]?: ViewLoad }
  start?: (app: FrameCore) => void
}

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never

/** The parts a feature builds by calling a function, merged over the features. */
type Built = 'slots' | 'actions' | 'views' | 'parts'

/** What one feature's `part` builder returns, if it has that part. */
type BuiltBy<F, Part extends Built> = F extends { [P in Part]: (arg: never) => infer R } ? R : never

/**
 * What the features' `part` builders return, merged: one object type for the whole list. Not
 * bound to `Feature`, which reads these types: `app/features.ts` declares the kernel's
 * interfaces with it.
 */
export type Merged<Features extends readonly unknown[], Part extends Built> = Intersection<
  BuiltBy<Features[number], Part>
>

/** Calls each feature's `part` builder with `args` and merges what they return, in list order. */
export function mergeParts<Features extends readonly Feature[], Part extends Built>(
  features: Features,
  part: Part,
  ...args: Parameters<NonNullable<Feature[Part]>>
): Merged<Features, Part> {
  const merged: Record<string, unknown> = {}
  for (const feature of features) {
    const build = feature[part] as ((...a: typeof args) => object | undefined) | undefined
    Object.assign(merged, build?.(...args))
  }
  return merged as Merged<Features, Part>
}
