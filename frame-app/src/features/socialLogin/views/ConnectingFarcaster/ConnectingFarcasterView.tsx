import { useFrameApp } from '../../../../app/FrameAppContext.tsx'
import { Button } from '../../../../components/Button/Button.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
// biome-ignore lint/style/noRestrictedImports: the QR code component, in this view's chunk
import { QrCode } from '../../../walletConnect/views/ConnectingWalletConnectBasic/QrCode.tsx'
import { useFarcasterFlow } from '../../hooks/useSocialFlow.ts'
import { problemText, socialT } from '../../socialMessages.ts'
import './ConnectingFarcasterView.css'

/**
 * Sign In With Farcaster: the channel's url as a QR code for the phone and as a link for the
 * Farcaster app on this device, waiting for the signature; a refusal (an imposter's
 * signature) in the api's words with Try again. Back follows SPEC §2's rule.
 */
export function ConnectingFarcasterView() {
  const app = useFrameApp()
  const flow = useFarcasterFlow()
  const status = flow?.status ?? 'starting'
  const url = flow?.url ?? null
  if (status === 'failed' && flow?.problem)
    return (
      <div className="ph-farcaster">
        <span className="ph-farcaster__error-icon">
          <Icon name="warning" size={20} />
        </span>
        <p className="ph-farcaster__title ph-farcaster__title--error">{socialT('failedTitle')}</p>
        <p className="ph-farcaster__detail">{problemText(flow.problem, 'Farcaster')}</p>
        <Button onClick={() => app.actions.socialLogin('farcaster', null)}>
          {socialT('tryAgain')}
        </Button>
      </div>
    )
  return (
    <div className="ph-farcaster">
      <div className="ph-farcaster__qr">
        {url ? (
          <QrCode value={url} label={socialT('farcasterQr')} />
        ) : (
          <span
            className="ph-farcaster__spinner"
            role="img"
            aria-label={socialT('farcasterStarting')}
          />
        )}
      </div>
      <p className="ph-farcaster__title">
        {status === 'connecting' ? socialT('connecting') : socialT('farcasterScan')}
      </p>
      <p className="ph-farcaster__detail">{socialT('farcasterDetail')}</p>
      {url ? (
        <a
          className="ph-button ph-button--secondary"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {socialT('farcasterOpen')}
        </a>
      ) : null}
    </div>
  )
}
