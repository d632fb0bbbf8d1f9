import { Button } from '../../../../components/Button/Button.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { WalletImage } from '../../../../components/WalletImage/WalletImage.tsx'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useDappSettings } from '../../../../core/settings/useDappSettings.ts'
import { useConnection } from '../../../connection/index.ts'
import { useSiwxState } from '../../hooks/useSiwxState.ts'
import './SIWXSignMessageView.css'
import { useSiwxT } from './siwxMessages.ts'

/**
 * ConnectingSiwe / SIWXSignMessage (SPEC §2): after connecting, the wallet signs in to the
 * verified host domain. Cancel disconnects when sign-in is required. Sign asks the wallet to
 * sign, so it is `guarded` (clickjacking) like the wallet rows.
 */
export function SIWXSignMessageView() {
  const app = useFrameApp()
  const t = useSiwxT()
  const { status, error } = useSiwxState()
  const connector = useConnection().current?.connector
  const { dapp, hostOrigin: origin } = useDappSettings()
  const appName = dapp?.metadata?.name ?? ''
  const domain = origin ? new URL(origin).host : ''
  const signing = status === 'signing'
  return (
    <div className="ph-siwx">
      <WalletImage src={connector?.imageUrl} size={64} />
      <p className="ph-siwx__title">{t('siwx.heading', { name: appName || domain })}</p>
      <p className="ph-siwx__detail">{t('siwx.detail', { domain })}</p>
      {error ? (
        <p className="ph-siwx__error" role="alert">
          <Icon name="warning" size={16} />
          {error === 'declined' ? t('siwx.declined') : t('siwx.failed')}
        </p>
      ) : null}
      <div className="ph-siwx__actions">
        <Button
          variant="secondary"
          disabled={signing}
          onClick={() => void app.actions.skipSignIn()}
        >
          {t('siwx.cancel')}
        </Button>
        <Button guarded disabled={signing} onClick={() => void app.actions.signIn()}>
          {signing ? t('siwx.signing') : t('siwx.sign')}
        </Button>
      </div>
    </div>
  )
}
