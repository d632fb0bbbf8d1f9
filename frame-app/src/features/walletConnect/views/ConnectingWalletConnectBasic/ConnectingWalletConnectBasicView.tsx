import { useEffect, useState } from 'react'
import { copyText } from '../../../../clipboard/copyText.ts'
import { Button } from '../../../../components/Button/Button.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { WalletImage } from '../../../../components/WalletImage/WalletImage.tsx'
import { errorMessage } from '../../../../i18n/errorMessages.ts'
import { useT } from '../../../../i18n/I18nContext.tsx'
import type { WalletConnect } from '../../createWalletConnect.ts'
import { usePairing } from '../../hooks/usePairing.ts'
import { useWalletConnect } from '../../WalletConnectContext.tsx'
import { QrCode } from './QrCode.tsx'
import './ConnectingWalletConnectBasicView.css'

const USER_REJECTED = 4001
const COPIED_MS = 2_000

/**
 * WalletConnect pairing: the wallet it is for (when picked from the registry), the QR code of
 * the current URI, a copy link, declined and failed states. Where the session's keys can only
 * be kept for this page (no frame storage, no Storage Access grant), it says so.
 */
export function ConnectingWalletConnectBasicView() {
  const { configured, walletConnect } = useWalletConnect()
  const t = useT()
  if (!configured) return <p className="ph-wc__detail">{t('walletConnect.unavailable')}</p>
  if (!walletConnect)
    return (
      <div className="ph-wc">
        <div className="ph-wc__qr" aria-busy="true">
          <span
            className="ph-wc__spinner"
            role="progressbar"
            aria-label={t('walletConnect.preparing')}
          />
        </div>
      </div>
    )
  return <Pairing walletConnect={walletConnect} />
}

function Pairing({ walletConnect }: { walletConnect: WalletConnect }) {
  const t = useT()
  const { wcUri, wcError, buffering, recentWallet, pageOnly } = usePairing(walletConnect)
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const declined = wcError?.code === USER_REJECTED
  const failed = wcError !== null && !declined && !wcUri && !buffering

  return (
    <div className="ph-wc">
      {recentWallet ? (
        <p className="ph-wc__target">
          <WalletImage src={recentWallet.imageUrl ?? undefined} size={32} />
          <span>{recentWallet.name}</span>
        </p>
      ) : null}
      <div className="ph-wc__qr" aria-busy={!wcUri}>
        {wcUri ? (
          <QrCode value={wcUri} label={t('walletConnect.qrLabel')} />
        ) : failed ? (
          <Icon name="warning" size={40} />
        ) : (
          <span
            className="ph-wc__spinner"
            role="progressbar"
            aria-label={t('walletConnect.preparing')}
          />
        )}
      </div>
      {declined ? (
        <div className="ph-wc__notice" role="alert">
          <p className="ph-wc__title ph-wc__title--error">{t('walletConnect.declined')}</p>
          <p className="ph-wc__detail">{t('walletConnect.declinedDetail')}</p>
        </div>
      ) : failed ? (
        <div className="ph-wc__notice" role="alert">
          <p className="ph-wc__title ph-wc__title--error">{t('walletConnect.failed')}</p>
          <p className="ph-wc__detail">{errorMessage(wcError)}</p>
        </div>
      ) : (
        <>
          <p className="ph-wc__title">{t('walletConnect.scan')}</p>
          <p className="ph-wc__detail">
            {recentWallet
              ? t('walletConnect.scanWith', { name: recentWallet.name })
              : t('walletConnect.scanDetail')}
          </p>
        </>
      )}
      {failed ? (
        <Button variant="secondary" onClick={() => void walletConnect.connector.showPairing()}>
          {t('walletConnect.retry')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          disabled={!wcUri}
          icon={<Icon name={copied ? 'check' : 'copy'} size={16} />}
          onClick={() => {
            if (wcUri) copyText(wcUri).then(setCopied)
          }}
        >
          {copied ? t('walletConnect.copied') : t('walletConnect.copy')}
        </Button>
      )}
      {pageOnly ? (
        <p className="ph-wc__page-only">
          <Icon name="warning" size={16} />
          {t('walletConnect.pageOnly')}
        </p>
      ) : null}
    </div>
  )
}
