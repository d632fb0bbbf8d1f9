import { mergeParts } from '../core/Feature.ts'
import type { ViewRegistry } from '../core/views/defineView.ts'
import { FEATURES } from './features.ts'

/**
 * Every view of the modal: each feature defines its views (params, title, who may open them,
 * and the chunk each loads from) in its `views/create<Feature>Views.ts`, names them in its
 * `index.ts` (`FrameViews`) and registers them with its `views`. Built per frame app: the
 * chunk loaders keep what they loaded.
 */
export function createViewRegistry(): ViewRegistry {
  return mergeParts(FEATURES, 'views')
}
