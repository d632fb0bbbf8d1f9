import { Button } from '../../../../components/Button/Button.tsx'
import { ConnectingLayout } from '../../../../components/Connecting/ConnectingLayout.tsx'
import { ConnectingRing } from '../../../../components/Connecting/ConnectingRing.tsx'
import {
  type SocialProviderId,
  socialProviderNames,
} from '../../../../connectors/embedded/socialProviderNames.ts'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { DeviceRecovery, RecoverySetup, useEmbeddedT } from '../../../embeddedLogin/chunk.ts'
import { useSocialFlow } from '../../hooks/useSocialFlow.ts'
import { openSocialPopup } from '../../openSocialPopup.ts'
import { problemText } from '../../socialMessages.ts'
import { useSocialT } from '../../useSocialT.ts'
import { SocialIcon } from '../SocialIcon/SocialIcon.tsx'
import './ConnectingSocialView.css'

/**
 * A social login under way: the provider with a spinner while its popup is open, Cancel
 * (closes the popup), "Continue in a new window" when the browser blocked it, and the
 * failure in words with Try again (which opens a new popup inside that click), also offered
 * while a popup out of the frame's reach may still be signing in. An account
 * whose wallet lives on another device asks for its recovery passkey, as the email login does.
 */
export function ConnectingSocialView({ params }: { params: { provider: SocialProviderId } }) {
  const app = useFrameApp()
  const t = useSocialT()
  const embeddedT = useEmbeddedT()
  const flow = useSocialFlow()
  const provider = params.provider
  const name = socialProviderNames[provider]
  const status = flow?.provider === provider ? flow.status : 'starting'
  const login = app.social.current()?.login
  if (status === 'device' && login)
    return (
      <div className="ph-social-device">
        <DeviceRecovery login={login}>
          <div className="ph-connecting__actions">
            <Button variant="secondary" onClick={app.actions.back}>
              {t('cancel')}
            </Button>
          </div>
        </DeviceRecovery>
      </div>
    )
  if (status === 'secure' && login)
    return (
      <div className="ph-social-device">
        <RecoverySetup login={login} />
      </div>
    )
  const problem = status === 'failed' ? (flow?.problem ?? null) : null
  const failed = problem !== null
  // The popup is out of the frame's reach (COOP, or closed): the login may still finish there.
  const severed = status === 'severed'
  const title = failed
    ? t('failedTitle')
    : status === 'blocked'
      ? t('blocked', { name })
      : status === 'connecting'
        ? t('connecting')
        : status === 'waiting' || severed
          ? t('waiting', { name })
          : t('starting', { name })
  const detail = failed
    ? problemText(t, embeddedT, problem, name)
    : status === 'blocked'
      ? t('blockedDetail')
      : status === 'waiting'
        ? t('waitingDetail')
        : severed
          ? `${t('waitingDetail')} ${t('severedDetail')}`
          : ''
  return (
    <ConnectingLayout
      media={
        <ConnectingRing state={failed ? 'failed' : status === 'blocked' ? 'still' : 'waiting'}>
          <SocialIcon provider={provider} size={40} />
        </ConnectingRing>
      }
      failed={failed}
      title={title}
      detail={detail}
    >
      <div className="ph-connecting__actions">
        {status === 'blocked' ? (
          <Button
            onClick={() => {
              const uri = flow?.uri
              app.actions.reopenSocialWindow(uri ? openSocialPopup(window, uri) : null)
            }}
          >
            {t('openWindow')}
          </Button>
        ) : null}
        {failed || severed ? (
          <Button onClick={() => app.actions.socialLogin(provider, openSocialPopup(window))}>
            {t('tryAgain')}
          </Button>
        ) : null}
        {status === 'connecting' ? null : (
          <Button variant="secondary" onClick={app.actions.back}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </ConnectingLayout>
  )
}
