import { useFrameApp } from '../../../../app/FrameAppContext.tsx'
import { Button } from '../../../../components/Button/Button.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { WalletImage } from '../../../../components/WalletImage/WalletImage.tsx'
import { errorMessage } from '../../../../i18n/errorMessages.ts'
import { useT } from '../../../../i18n/I18nContext.tsx'
import { useConnection } from '../../hooks/useConnection.ts'
import './ConnectingExternalView.css'

const USER_REJECTED = 4001

/** Waiting for a host-page wallet to approve the connection; declined or failed with retry. */
export function ConnectingExternalView() {
  const app = useFrameApp()
  const t = useT()
  const { connector, error } = useConnection()
  const name = connector?.name ?? ''
  return (
    <div className="ph-connecting">
      <div className={`ph-connecting__ring${error ? ' ph-connecting__ring--error' : ''}`}>
        <WalletImage src={connector?.imageUrl} size={72} />
        {error ? (
          <span className="ph-connecting__badge">
            <Icon name="warning" size={14} />
          </span>
        ) : (
          <svg className="ph-connecting__spinner" viewBox="0 0 100 100" aria-hidden="true">
            <rect className="ph-connecting__track" x="2" y="2" width="96" height="96" rx="30" />
            <rect x="2" y="2" width="96" height="96" rx="30" pathLength="100" />
          </svg>
        )}
      </div>
      {error ? (
        <>
          <p className="ph-connecting__title ph-connecting__title--error">
            {error.code === USER_REJECTED ? t('connecting.declined') : t('connecting.failed')}
          </p>
          <p className="ph-connecting__detail">
            {error.code === USER_REJECTED
              ? t('connecting.declinedDetail', { name })
              : errorMessage(error)}
          </p>
          <Button variant="secondary" onClick={app.actions.retry}>
            {t('connecting.retry')}
          </Button>
        </>
      ) : (
        <>
          <p className="ph-connecting__title">{t('connecting.continueIn', { name })}</p>
          <p className="ph-connecting__detail">{t('connecting.accept')}</p>
        </>
      )}
    </div>
  )
}
