/** The embeddedLogin feature as other parts of the frame see it: import it only through this file. */

import type { Feature } from '../../core/Feature.ts'
import { createEmbeddedSlot } from './createEmbeddedSlot.ts'
import { createEmbeddedLoginViews } from './views/createEmbeddedLoginViews.ts'

export type { EmbeddedLogin } from './createEmbeddedLogin.ts'
export type { EmbeddedSlot } from './createEmbeddedSlot.ts'
export { hasVaultErrorName } from './hasVaultErrorName.ts'
export type { EmbeddedTranslate } from './useEmbeddedT.ts'

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

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createEmbeddedLoginViews> {}
}

/** Email login: first paint holds only its slot; the vault and the connector load on first use. */
export const embeddedLoginFeature = {
  slots: ({ app, options }) => ({
    embedded: createEmbeddedSlot(async () => {
      const vault = options.vault
      if (!vault) throw new Error('No vault is configured.')
      const { createEmbeddedLogin } = await import('./chunk.ts')
      return createEmbeddedLogin(app(), vault)
    }),
  }),
  views: createEmbeddedLoginViews,
} satisfies Feature
