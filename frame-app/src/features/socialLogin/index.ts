/** Social and Farcaster logins as other parts of the frame see them: import only through this file. */

export type { SocialProviderId } from '../../connectors/embedded/socialProviderNames.ts'
export { bindSocialActions } from './bindSocialActions.ts'
export { createSocialSlot } from './createSocialSlot.ts'
export { openSocialPopup } from './openSocialPopup.ts'
export { createSocialLoginViews } from './views/createSocialLoginViews.ts'

import type { bindSocialActions } from './bindSocialActions.ts'
import type { SocialSlot } from './createSocialSlot.ts'
import type { SocialMessageKey } from './socialMessages.ts'

type SocialActions = ReturnType<typeof bindSocialActions>

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** Social and Farcaster logins (on the email login's vault), loaded on first use. */
    social: SocialSlot
  }
}

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends SocialActions {}
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    social: SocialMessageKey
  }
}

import type { createSocialLoginViews } from './views/createSocialLoginViews.ts'

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createSocialLoginViews> {}
}
