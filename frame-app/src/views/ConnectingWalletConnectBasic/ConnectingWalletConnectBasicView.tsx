import { Icon } from '../../components/Icon/Icon.tsx'
import { useT } from '../../i18n/I18nContext.tsx'
import './ConnectingWalletConnectBasicView.css'

/** WalletConnect pairing: a placeholder until the QR flow ships. */
export function ConnectingWalletConnectBasicView() {
  const t = useT()
  return (
    <div className="ph-wc">
      <div className="ph-wc__qr" aria-hidden="true">
        <Icon name="qr" size={56} />
      </div>
      <p className="ph-wc__title">{t('walletConnect.placeholder')}</p>
      <p className="ph-wc__detail">{t('walletConnect.placeholderDetail')}</p>
    </div>
  )
}
