import { Button } from '../../../../components/Button/Button.tsx'
import { ConnectingLayout } from '../../../../components/Connecting/ConnectingLayout.tsx'
import { ConnectingQrFrame } from '../../../../components/Connecting/ConnectingQrFrame.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { QrCode } from '../../../../components/QrCode/QrCode.tsx'
import { Spinner } from '../../../../components/Spinner/Spinner.tsx'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { RecoverySetup, useEmbeddedT } from '../../../embeddedLogin/chunk.ts'
import { useFarcasterFlow } from '../../hooks/useSocialFlow.ts'
import { problemText } from '../../socialMessages.ts'
import { useSocialT } from '../../useSocialT.ts'
import '../ConnectingSocial/ConnectingSocialView.css'
import './ConnectingFarcasterView.css'

/**
 * Sign In With Farcaster: the channel's url as a QR code for the phone and as a link for the
 * Farcaster app on this device, waiting for the signature; a refusal (an imposter's
 * signature) in the api's words with Try again. Back follows SPEC §2's rule.
 */
export function ConnectingFarcasterView() {
  const app = useFrameApp()
  const t = useSocialT()
  const embeddedT = useEmbeddedT()
  const flow = useFarcasterFlow()
  const status = flow?.status ?? 'starting'
  const url = flow?.url ?? null
  const login = app.social.current()?.login
  if (status === 'secure' && login)
    return (
      <div className="ph-social-device">
        <RecoverySetup login={login} />
      </div>
    )
  if (status === 'failed' && flow?.problem)
    return (
      <ConnectingLayout
        media={
          <span className="ph-farcaster__error-icon">
            <Icon name="warning" size={20} />
          </span>
        }
        failed
        title={t('failedTitle')}
        detail={problemText(t, embeddedT, flow.problem, 'Farcaster')}
      >
        <div className="ph-connecting__actions">
          <Button onClick={() => app.actions.socialLogin('farcaster', null)}>
            {t('tryAgain')}
          </Button>
        </div>
      </ConnectingLayout>
    )
  return (
    <ConnectingLayout
      media={
        <ConnectingQrFrame>
          {url ? (
            <QrCode value={url} label={t('farcasterQr')} />
          ) : (
            <Spinner size="large" label={t('farcasterStarting')} />
          )}
        </ConnectingQrFrame>
      }
      title={status === 'connecting' ? t('connecting') : t('farcasterScan')}
      detail={t('farcasterDetail')}
    >
      {url ? (
        <div className="ph-connecting__actions">
          <a
            className="ph-button ph-button--secondary"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('farcasterOpen')}
          </a>
        </div>
      ) : null}
    </ConnectingLayout>
  )
}
