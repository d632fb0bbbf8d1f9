/** The embeddedLogin feature as other parts of the frame see it: import it only through this file. */

import type { SlotContext } from '../../core/Feature.ts'
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

/** Email login: first paint holds only its slot; the vault and the connector load on first use. */
export const embeddedLoginFeature = {
  slots: (context: SlotContext) => ({
    embedded: createEmbeddedSlot(async () => {
      const vault = context.options.vault
      if (!vault) throw new Error('No vault is configured.')
      const { createEmbeddedLogin } = await import('./chunk.ts')
      return createEmbeddedLogin(context.app(), vault)
    }),
  }),
  views: createEmbeddedLoginViews,
}
