/** Social and Farcaster logins as other parts of the frame see them: import only through this file. */

import type { SlotContext } from '../../core/Feature.ts'
import { bindSocialActions } from './bindSocialActions.ts'
import { createSocialSlot } from './createSocialSlot.ts'
import { createSocialLoginViews } from './views/createSocialLoginViews.ts'

export type { SocialProviderId } from '../../connectors/embedded/socialProviderNames.ts'
export { openSocialPopup } from './openSocialPopup.ts'

import type { SocialSlot } from './createSocialSlot.ts'
import type { SocialMessageKey } from './socialMessages.ts'

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** Social and Farcaster logins (on the email login's vault), loaded on first use. */
    social: SocialSlot
  }
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    social: SocialMessageKey
  }
}

/** Social and Farcaster logins, loaded on first use. */
export const socialLoginFeature = {
  slots: (context: SlotContext) => ({
    social: createSocialSlot(async () => {
      const { createSocialLogins } = await import('./chunk.ts')
      return createSocialLogins(context.app())
    }),
  }),
  actions: bindSocialActions,
  views: createSocialLoginViews,
}
