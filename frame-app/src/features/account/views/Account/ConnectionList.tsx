import { Icon } from '../../../../components/Icon/Icon.tsx'
import { WalletImage } from '../../../../components/WalletImage/WalletImage.tsx'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useT } from '../../../../i18n/I18nContext.tsx'
import { useConnection } from '../../../connection/index.ts'
import { truncateAddress } from '../../format/truncateAddress.ts'
import './ConnectionList.css'
import { SURFACE_BLOCK } from '../../../../components/Surface/surface.ts'
import { DisconnectConnectionButton } from './DisconnectConnectionButton.tsx'
import { HeadedSection } from './HeadedSection.tsx'

/**
 * The open connections when there are several (SPEC §4): each wallet's icon, name and
 * address; picking one makes it current (the host follows), each can be disconnected.
 */
export function ConnectionList() {
  const app = useFrameApp()
  const t = useT()
  const { connections, current: currentConnection, settled } = useConnection()
  const currentId = currentConnection?.connector.id
  const busy = !settled
  if (connections.length < 2) return null
  return (
    <HeadedSection className="ph-connections" heading={t('account.wallets')}>
      <ul className="ph-list">
        {connections.map(({ connector, accounts }) => {
          const current = connector.id === currentId
          const address = accounts[0] ?? ''
          return (
            <li key={connector.id} className={`${SURFACE_BLOCK} ph-connection`}>
              <button
                type="button"
                className="ph-connection__use"
                aria-label={t('account.useWallet', {
                  name: connector.name,
                  address: truncateAddress(address),
                })}
                aria-current={current ? 'true' : undefined}
                disabled={busy}
                onClick={() => app.actions.switchConnection(connector.id)}
              >
                <WalletImage src={connector.imageUrl} size={32} />
                <span className="ph-connection__text">
                  <span className="ph-connection__name">{connector.name}</span>
                  <span className="ph-connection__address" title={address}>
                    {truncateAddress(address)}
                  </span>
                </span>
                {current ? (
                  <span className="ph-connection__current">
                    <Icon name="check" size={14} />
                    {t('account.current')}
                  </span>
                ) : null}
              </button>
              <DisconnectConnectionButton
                label={t('account.disconnectWallet', { name: connector.name })}
                busy={busy}
                onDisconnect={() => void app.actions.disconnect(connector.id)}
              />
            </li>
          )
        })}
      </ul>
    </HeadedSection>
  )
}
