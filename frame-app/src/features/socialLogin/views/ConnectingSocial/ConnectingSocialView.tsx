import { useFrameApp } from '../../../../app/FrameAppContext.tsx'
import { Button } from '../../../../components/Button/Button.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import {
  type SocialProviderId,
  socialProviderNames,
} from '../../../../connectors/embedded/socialProviderNames.ts'
import { useSocialFlow } from '../../hooks/useSocialFlow.ts'
import { openSocialPopup } from '../../openSocialPopup.ts'
import { problemText, socialT } from '../../socialMessages.ts'
import { SocialIcon } from '../SocialIcon/SocialIcon.tsx'
import './ConnectingSocialView.css'

/**
 * A social login under way: the provider with a spinner while its popup is open, Cancel
 * (closes the popup), "Continue in a new window" when the browser blocked it, and the
 * failure in words with Try again (which opens a new popup inside that click).
 */
export function ConnectingSocialView({ params }: { params: { provider: SocialProviderId } }) {
  const app = useFrameApp()
  const flow = useSocialFlow()
  const provider = params.provider
  const name = socialProviderNames[provider]
  const status = flow?.provider === provider ? flow.status : 'starting'
  const problem = status === 'failed' ? (flow?.problem ?? null) : null
  const failed = problem !== null
  const title = failed
    ? socialT('failedTitle')
    : status === 'blocked'
      ? socialT('blocked', { name })
      : status === 'connecting'
        ? socialT('connecting')
        : status === 'waiting'
          ? socialT('waiting', { name })
          : socialT('starting', { name })
  const detail = failed
    ? problemText(problem, name)
    : status === 'blocked'
      ? socialT('blockedDetail')
      : status === 'waiting'
        ? socialT('waitingDetail')
        : ''
  return (
    <div className="ph-social-wait">
      <div className={`ph-social-wait__ring${failed ? ' ph-social-wait__ring--error' : ''}`}>
        <SocialIcon provider={provider} size={40} />
        {failed ? (
          <span className="ph-social-wait__badge">
            <Icon name="warning" size={14} />
          </span>
        ) : status === 'blocked' ? null : (
          <svg className="ph-social-wait__spinner" viewBox="0 0 100 100" aria-hidden="true">
            <rect className="ph-social-wait__track" x="2" y="2" width="96" height="96" rx="30" />
            <rect x="2" y="2" width="96" height="96" rx="30" pathLength="100" />
          </svg>
        )}
      </div>
      <p className={`ph-social-wait__title${failed ? ' ph-social-wait__title--error' : ''}`}>
        {title}
      </p>
      {detail ? <p className="ph-social-wait__detail">{detail}</p> : null}
      <div className="ph-social-wait__actions">
        {status === 'blocked' ? (
          <Button
            onClick={() => {
              const uri = flow?.uri
              app.actions.reopenSocialWindow(uri ? openSocialPopup(window, uri) : null)
            }}
          >
            {socialT('openWindow')}
          </Button>
        ) : null}
        {failed ? (
          <Button onClick={() => app.actions.socialLogin(provider, openSocialPopup(window))}>
            {socialT('tryAgain')}
          </Button>
        ) : null}
        {status === 'connecting' ? null : (
          <Button variant="secondary" onClick={app.actions.back}>
            {socialT('cancel')}
          </Button>
        )}
      </div>
    </div>
  )
}
