/** The embeddedLogin feature as other parts of the frame see it: import it only through this file. */

export type { EmbeddedLogin } from './createEmbeddedLogin.ts'
export type { EmbeddedSlot } from './createEmbeddedSlot.ts'
export { createEmbeddedSlot } from './createEmbeddedSlot.ts'
export { hasVaultErrorName } from './hasVaultErrorName.ts'
export type { EmbeddedTranslate } from './useEmbeddedT.ts'
export { createEmbeddedLoginViews } from './views/createEmbeddedLoginViews.ts'

import type { EmbeddedSlot } from './createEmbeddedSlot.ts'
import type { EmbeddedMessageKey } from './embeddedMessages.ts'

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** Email login (the vault and the embedded connector), loaded on first use. */
    embedded: EmbeddedSlot
  }
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    embedded: EmbeddedMessageKey
  }
}

import type { createEmbeddedLoginViews } from './views/createEmbeddedLoginViews.ts'

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createEmbeddedLoginViews> {}
}
