import { useEffect, useState } from 'react'
import { copyText } from '../../../../clipboard/copyText.ts'
import { Button } from '../../../../components/Button/Button.tsx'
import { ConnectingLayout } from '../../../../components/Connecting/ConnectingLayout.tsx'
import { ConnectingQrFrame } from '../../../../components/Connecting/ConnectingQrFrame.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { QrCode, QrSkeleton } from '../../../../components/QrCode/QrCode.tsx'
import { useT } from '../../../../i18n/I18nContext.tsx'
import { useErrorMessage } from '../../../../i18n/useErrorMessage.ts'
import type { WalletConnect } from '../../createWalletConnect.ts'
import { usePairing } from '../../hooks/usePairing.ts'
import { useWalletConnect } from '../../WalletConnectContext.tsx'
import { GetWalletLink } from './GetWalletLink.tsx'
import './ConnectingWalletConnectBasicView.css'
import { SURFACE_BLOCK } from '../../../../components/Surface/surface.ts'

const USER_REJECTED = 4001
const COPIED_MS = 2_000

/**
 * WalletConnect pairing: the QR code of the current URI (its frame and a placeholder at once,
 * the logo of the wallet it is for in its centre when picked from the registry, with a link to
 * get that wallet), a copy link, declined and failed states. Where the session's keys can only
 * be kept for this page (no frame storage, no Storage Access grant), it says so.
 */
export function ConnectingWalletConnectBasicView() {
  const { configured, walletConnect } = useWalletConnect()
  const t = useT()
  if (!configured) return <p className="ph-connecting__detail">{t('walletConnect.unavailable')}</p>
  if (!walletConnect)
    return (
      <div className="ph-connecting">
        <ConnectingQrFrame busy>
          <QrSkeleton label={t('walletConnect.preparing')} />
        </ConnectingQrFrame>
      </div>
    )
  return <Pairing walletConnect={walletConnect} />
}

function Pairing({ walletConnect }: { walletConnect: WalletConnect }) {
  const t = useT()
  const describe = useErrorMessage()
  const { wcUri, wcError, buffering, recentWallet, pageOnly } = usePairing(walletConnect)
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const declined = wcError?.code === USER_REJECTED
  const failed = wcError !== null && !declined && !wcUri && !buffering
  const notice = declined
    ? { title: t('walletConnect.declined'), detail: t('walletConnect.declinedDetail') }
    : failed
      ? { title: t('walletConnect.failed'), detail: describe(wcError) }
      : null

  return (
    <ConnectingLayout
      media={
        <ConnectingQrFrame busy={!wcUri}>
          {wcUri ? (
            <QrCode
              value={wcUri}
              label={t('walletConnect.qrLabel')}
              logo={recentWallet?.imageUrl}
            />
          ) : failed ? (
            <Icon name="warning" size={40} />
          ) : (
            <QrSkeleton label={t('walletConnect.preparing')} />
          )}
        </ConnectingQrFrame>
      }
      failed={notice !== null}
      alert={notice !== null}
      title={notice?.title ?? t('walletConnect.scan')}
      detail={
        notice?.detail ??
        (recentWallet
          ? t('walletConnect.scanWith', { name: recentWallet.name })
          : t('walletConnect.scanDetail'))
      }
    >
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
      {recentWallet &&
      (recentWallet.homepage || recentWallet.appStore || recentWallet.playStore) ? (
        <GetWalletLink
          name={recentWallet.name}
          homepage={recentWallet.homepage}
          appStore={recentWallet.appStore}
          playStore={recentWallet.playStore}
        />
      ) : null}
      {pageOnly ? (
        <p className={`${SURFACE_BLOCK} ph-wc__page-only`}>
          <Icon name="warning" size={16} />
          {t('walletConnect.pageOnly')}
        </p>
      ) : null}
    </ConnectingLayout>
  )
}
