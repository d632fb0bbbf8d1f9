import type { SocialProviderId } from '../../../connectors/embedded/socialProviderNames.ts'
import type { FrameCore } from '../../../core/FrameCore.ts'
import { pushView } from '../../modal/index.ts'

/**
 * A social login picked (or tried again): `popup` was opened inside that click (SECURITY #8;
 * null when the browser blocked it). Shows ConnectingSocial, or ConnectingFarcaster for
 * Farcaster, which needs no popup.
 */
export async function startSocialLogin(
  app: Pick<FrameCore, 'social' | 'viewStack' | 'views'>,
  { provider, popup }: { provider: SocialProviderId; popup: Window | null },
) {
  if (provider === 'farcaster') {
    pushView(app, { view: 'ConnectingFarcaster' })
    const logins = await app.social.ensure()
    return logins.farcaster.start()
  }
  pushView(app, { view: 'ConnectingSocial', params: { provider } })
  try {
    const logins = await app.social.ensure()
    await logins.social.start(provider, popup)
  } catch (error) {
    popup?.close()
    throw error
  }
}
