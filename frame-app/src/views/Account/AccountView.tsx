import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { Avatar } from '../../components/Avatar/Avatar.tsx'
import { Button } from '../../components/Button/Button.tsx'
import { Icon } from '../../components/Icon/Icon.tsx'
import { ListItem } from '../../components/ListItem/ListItem.tsx'
import { NetworkImage } from '../../components/NetworkImage/NetworkImage.tsx'
import { WalletImage } from '../../components/WalletImage/WalletImage.tsx'
import { useT } from '../../i18n/I18nContext.tsx'
import { useFrameApp } from '../../state/FrameAppContext.tsx'
import { truncateAddress } from '../../state/truncateAddress.ts'
import './AccountView.css'

/** The connected account: address, wallet, network, disconnect. */
export function AccountView() {
  const app = useFrameApp()
  const t = useT()
  const current = useSelector(app.connection, (s) => s.context.current)
  const networks = useSelector(app.settings, (s) => s.context.dapp?.networks ?? [])
  const [copied, setCopied] = useState(false)
  if (!current) return null
  const address = current.accounts[0] ?? ''
  const network = networks.find((candidate) => candidate.caipNetworkId === current.caipNetworkId)
  const networkName = network?.name ?? t('networks.unknown')
  const copy = () => {
    navigator.clipboard?.writeText(address).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  return (
    <div className="ph-account">
      <div className="ph-account__identity">
        <Avatar address={address} />
        <div className="ph-account__address-row">
          <span className="ph-account__address" title={address}>
            {truncateAddress(address)}
          </span>
          <button
            type="button"
            className="ph-account__copy"
            aria-label={t('account.copy')}
            onClick={copy}
          >
            <Icon name={copied ? 'check' : 'copy'} size={16} />
          </button>
        </div>
        <span className="ph-account__wallet">
          <WalletImage src={current.connector.imageUrl} size={18} />
          {t('account.connectedWith', { name: current.connector.name })}
        </span>
        <span className="ph-visually-hidden" aria-live="polite">
          {copied ? t('account.copied') : ''}
        </span>
      </div>
      <ListItem
        label={networkName}
        image={<NetworkImage name={networkName} imageUrl={network?.imageUrl} />}
        tag={<span className="ph-account__network-label">{t('account.network')}</span>}
        onClick={() => app.actions.push('Networks')}
      />
      <Button
        variant="danger"
        icon={<Icon name="power" size={16} />}
        onClick={() => void app.actions.disconnect()}
      >
        {t('account.disconnect')}
      </Button>
    </div>
  )
}
