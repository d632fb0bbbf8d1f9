import type { SocialProviderId } from '../../connectors/embedded/socialProviderNames.ts'
import type { FrameCore } from '../../core/FrameCore.ts'
import { reopenSocialWindow } from './actions/reopenSocialWindow.ts'
import { startSocialLogin } from './actions/startSocialLogin.ts'

/** Social login's actions bound to one frame. */
export function bindSocialActions(
  app: Pick<FrameCore, 'report' | 'social' | 'viewStack' | 'views'>,
) {
  return {
    /** A social login or Farcaster picked; `popup` was opened in that click (null: blocked). */
    socialLogin: (provider: SocialProviderId, popup: Window | null) => {
      startSocialLogin(app, { provider, popup }).catch(app.report)
    },
    /** ConnectingSocial's "Continue in a new window", `popup` opened in that click. */
    reopenSocialWindow: (popup: Window | null) => reopenSocialWindow(app, { popup }),
  }
}
