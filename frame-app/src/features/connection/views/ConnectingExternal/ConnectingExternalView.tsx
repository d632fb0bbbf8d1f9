import { Button } from '../../../../components/Button/Button.tsx'
import { ConnectingLayout } from '../../../../components/Connecting/ConnectingLayout.tsx'
import { ConnectingRing } from '../../../../components/Connecting/ConnectingRing.tsx'
import { WalletImage } from '../../../../components/WalletImage/WalletImage.tsx'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useT } from '../../../../i18n/I18nContext.tsx'
import { useErrorMessage } from '../../../../i18n/useErrorMessage.ts'
import { useConnection } from '../../hooks/useConnection.ts'

const USER_REJECTED = 4001

/** Waiting for a host-page wallet to approve the connection; declined or failed with retry. */
export function ConnectingExternalView() {
  const app = useFrameApp()
  const t = useT()
  const describe = useErrorMessage()
  const { connector, error } = useConnection()
  const name = connector?.name ?? ''
  const media = (
    <ConnectingRing state={error ? 'failed' : 'waiting'}>
      <WalletImage src={connector?.imageUrl} size={72} />
    </ConnectingRing>
  )
  if (!error)
    return (
      <ConnectingLayout
        media={media}
        title={t('connecting.continueIn', { name })}
        detail={t('connecting.accept')}
      />
    )
  const declined = error.code === USER_REJECTED
  return (
    <ConnectingLayout
      media={media}
      failed
      title={declined ? t('connecting.declined') : t('connecting.failed')}
      detail={declined ? t('connecting.declinedDetail', { name }) : describe(error)}
    >
      <Button variant="secondary" onClick={app.actions.retry}>
        {t('connecting.retry')}
      </Button>
    </ConnectingLayout>
  )
}
