/** Social and Farcaster logins as other parts of the frame see them: import only through this file. */

export type { SocialProviderId } from '../../connectors/embedded/socialProviderNames.ts'
export { reopenSocialWindow } from './actions/reopenSocialWindow.ts'
export { startSocialLogin } from './actions/startSocialLogin.ts'
export type { SocialSlot } from './createSocialSlot.ts'
export { createSocialSlot } from './createSocialSlot.ts'
export { openSocialPopup } from './openSocialPopup.ts'

import type { SocialSlot } from './createSocialSlot.ts'

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** Social and Farcaster logins (on the email login's vault), loaded on first use. */
    social: SocialSlot
  }
}

export { bindSocialActions } from './bindSocialActions.ts'

import type { bindSocialActions } from './bindSocialActions.ts'

type SocialActions = ReturnType<typeof bindSocialActions>

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends SocialActions {}
}

import type { SocialMessageKey } from './socialMessages.ts'

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    social: SocialMessageKey
  }
}
