import { useCallback, useEffect, useState } from 'react'
import { copyText } from '../../../../clipboard/copyText.ts'
import { Avatar } from '../../../../components/Avatar/Avatar.tsx'
import { BalanceLine } from '../../../../components/BalanceLine/BalanceLine.tsx'
import { Button } from '../../../../components/Button/Button.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { ListItem } from '../../../../components/ListItem/ListItem.tsx'
import { useControlGuard } from '../../../../components/Modal/useControlGuard.ts'
import { NetworkImage } from '../../../../components/NetworkImage/NetworkImage.tsx'
import { WalletImage } from '../../../../components/WalletImage/WalletImage.tsx'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useDappSettings } from '../../../../core/settings/useDappSettings.ts'
import { useT } from '../../../../i18n/I18nContext.tsx'
import { useConnection } from '../../../connection/index.ts'
import { useNames } from '../../../names/chunk.ts'
import { namesSupported } from '../../../names/index.ts'
import { resolveNetwork } from '../../../networks/index.ts'
import { truncateAddress } from '../../format/truncateAddress.ts'
import { useBalance } from '../../hooks/useBalance.ts'
import { useRecoveryMethod } from '../../hooks/useRecoveryMethod.ts'
import { AccountActions } from './AccountActions.tsx'
import { AccountTabs } from './AccountTabs.tsx'
import { AccountTypeToggle } from './AccountTypeToggle.tsx'
import './AccountView.css'
import { ConnectionList } from './ConnectionList.tsx'
import { PageSessionSlot } from './slots/PageSessionSlot.tsx'
import { RecoveryBannerSlot } from './slots/RecoveryBannerSlot.tsx'
import { RecoveryRow } from './slots/RecoveryRow.tsx'
import { RecoverySlot } from './slots/RecoverySlot.tsx'
import { UpdateEmailSlot } from './slots/UpdateEmailSlot.tsx'
import { UnsupportedNetworkNotice } from './UnsupportedNetworkNotice.tsx'

const COPIED_MS = 1_500

/**
 * The connected account: address (copy), balance, wallet, the quick actions (send, swap, buy,
 * a name, explorer), network, the Tokens / NFTs / Activity tabs, the other open connections,
 * another wallet to add, disconnect: at 1024 × 900 every action is on the first screen.
 * `notice`: set by the frame only, a disconnect the wallet failed while another connection
 * stays open (SPEC §8 'Failed to disconnect').
 */
export function AccountView({ params }: { params?: { notice?: 'disconnectFailed' | undefined } }) {
  const app = useFrameApp()
  const t = useT()
  const { current } = useConnection()
  const { networks } = useDappSettings()
  const balance = useBalance()
  const { profileName, profileImage } = useNames()
  const [copied, setCopied] = useState(false)
  const [recoveryOpen, setRecoveryOpen] = useState(false)
  const openRecovery = useCallback(() => setRecoveryOpen(true), [])
  // Disconnect waits until it is really visible and settled, measured on itself (decision 0045).
  const [disconnectRef, disconnectGuard] = useControlGuard<HTMLButtonElement>()
  const address = current?.accounts[0] ?? ''
  const network = current ? resolveNetwork(current.caipNetworkId, networks) : null
  const recovery = useRecoveryMethod(current?.connector.id === 'embedded')

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])

  if (!current || !network) return null
  const networkName = network.unsupported ? t('networks.unsupported') : network.name
  const explorer = network.blockExplorers?.default.url
  const connectedWith = t('account.connectedWith', { name: current.connector.name })
  // The same helper as the WalletConnect view: falls back to execCommand where the embedding
  // page does not grant clipboard-write.
  const copy = () => {
    copyText(address).then(setCopied)
  }
  return (
    <div className="ph-account">
      {params?.notice ? (
        <p className="ph-account__notice" role="alert">
          <Icon name="warning" size={16} />
          {t('connect.disconnectFailed')}
        </p>
      ) : null}
      <div className="ph-account__identity">
        {profileImage ? (
          <img className="ph-account__avatar" src={profileImage} alt="" width={64} height={64} />
        ) : (
          <Avatar address={address} />
        )}
        {profileName ? <span className="ph-account__name">{profileName}</span> : null}
        <div className="ph-account__address-row">
          <span className="ph-account__address" title={address}>
            <span aria-hidden="true">{truncateAddress(address)}</span>
            <span className="ph-visually-hidden">{address}</span>
          </span>
          <button
            type="button"
            className="ph-account__copy"
            aria-label={t('account.copy')}
            onClick={copy}
          >
            <Icon name={copied ? 'check' : 'copy'} size={16} />
            {copied ? <span className="ph-account__copied">{t('account.copied')}</span> : null}
          </button>
        </div>
        {network.unsupported ? (
          <UnsupportedNetworkNotice />
        ) : (
          <BalanceLine state={balance} symbol={network.nativeCurrency.symbol} />
        )}
        <span className="ph-account__wallet" title={connectedWith}>
          <WalletImage src={current.connector.imageUrl} size={18} />
          <span className="ph-account__wallet-text">{connectedWith}</span>
        </span>
        <span className="ph-visually-hidden" aria-live="polite">
          {copied ? t('account.addressCopied') : ''}
        </span>
      </div>
      <AccountActions
        address={address}
        explorerUrl={explorer}
        canRegisterName={Boolean(app.api) && !profileName && namesSupported(current.caipNetworkId)}
      />
      {current.connector.id === 'embedded' && !recoveryOpen ? (
        <RecoveryBannerSlot onSetUp={openRecovery} />
      ) : null}
      <ListItem
        label={networkName}
        image={<NetworkImage name={networkName} imageUrl={network.imageUrl} size={40} />}
        tag={<span className="ph-account__network-label">{t('account.network')}</span>}
        onClick={() => app.actions.push('Networks')}
      />
      {app.api && !network.unsupported ? <AccountTabs explorerUrl={explorer} /> : null}
      <AccountTypeToggle />
      {current.connector.id === 'embedded' ? (
        <>
          <PageSessionSlot />
          <UpdateEmailSlot />
          <RecoveryRow method={recovery} onToggle={() => setRecoveryOpen(!recoveryOpen)} />
          {recoveryOpen ? <RecoverySlot /> : null}
        </>
      ) : null}
      <ConnectionList />
      <ListItem
        label={t('account.addWallet')}
        image={
          <span className="ph-method-icon">
            <Icon name="plus" size={20} />
          </span>
        }
        onClick={() => app.actions.push('Connect')}
      />
      <Button
        variant="danger"
        icon={<Icon name="power" size={16} />}
        guard={disconnectGuard}
        buttonRef={disconnectRef}
        onClick={() => void app.actions.disconnect()}
      >
        {t('account.disconnect')}
      </Button>
    </div>
  )
}
