import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { Icon } from '../../components/Icon/Icon.tsx'
import { ListItem, Tag } from '../../components/ListItem/ListItem.tsx'
import { WalletImage } from '../../components/WalletImage/WalletImage.tsx'
import { useT } from '../../i18n/I18nContext.tsx'
import { buildWalletList, type WalletListItem } from '../../state/buildWalletList.ts'
import { useFrameApp } from '../../state/FrameAppContext.tsx'
import { isWalletConnectEnabled } from '../../state/isWalletConnectEnabled.ts'
import { useWalletConnect } from '../../state/WalletConnectContext.tsx'
import { AllWalletsRow } from '../AllWallets/AllWalletsRow.tsx'
import './ConnectView.css'

const DEFAULT_METHODS = ['email', 'social', 'wallet'] as const

/** Connect methods in the configured order; email and social are not available yet. */
export function ConnectView({ isMobile }: { isMobile: boolean }) {
  const app = useFrameApp()
  const { configured: wcConfigured, walletConnect } = useWalletConnect()
  const t = useT()
  const dapp = useSelector(app.settings, (s) => s.context.dapp)
  const hostWallets = useSelector(app.settings, (s) => s.context.hostWallets)
  const connectedThroughWalletConnect = useSelector(
    app.connection,
    (s) => s.matches('connected') && s.context.current?.connector.type === 'WALLET_CONNECT',
  )
  const wallets = useMemo(
    () =>
      buildWalletList({
        hostWallets,
        customWallets: dapp?.customWallets,
        excludeWalletIds: dapp?.excludeWalletIds,
        connectorTypeOrder: dapp?.features?.connectorTypeOrder,
        enableWalletConnect: isWalletConnectEnabled(dapp, wcConfigured),
        connectedThroughWalletConnect,
        recentIds: app.recentWallets.list(),
        isMobile,
      }),
    [hostWallets, dapp, connectedThroughWalletConnect, app.recentWallets, isMobile, wcConfigured],
  )
  // On a phone, a custom wallet with a mobile link opens with the pairing URI, inside the tap.
  const select = (item: WalletListItem) => {
    if (isMobile && walletConnect && item.kind === 'custom' && item.wallet.mobileLink)
      return walletConnect.openWallet(item.name, item.wallet.mobileLink)
    app.actions.selectWallet(item)
  }
  const methods = dapp?.features?.connectMethodsOrder ?? DEFAULT_METHODS
  const showEmail = dapp?.features?.email !== false
  const showSocial = dapp?.features?.socials !== false

  return (
    <div className="ph-connect">
      {methods.map((method) => {
        if (method === 'email' && showEmail)
          return (
            <ListItem
              key="email"
              label={t('connect.email')}
              image={<MethodIcon name="mail" />}
              tag={<Tag>{t('connect.comingSoon')}</Tag>}
              disabled
            />
          )
        if (method === 'social' && showSocial)
          return (
            <ListItem
              key="social"
              label={t('connect.social')}
              image={<MethodIcon name="users" />}
              tag={<Tag>{t('connect.comingSoon')}</Tag>}
              disabled
            />
          )
        if (method === 'wallet')
          return (
            <section
              key="wallet"
              className="ph-connect__wallets"
              aria-labelledby="ph-wallets-heading"
            >
              <h3 id="ph-wallets-heading" className="ph-connect__heading">
                {t('connect.walletsHeading')}
              </h3>
              {wallets.length === 0 ? (
                <p className="ph-connect__empty">{t('connect.noWallets')}</p>
              ) : null}
              <ul className="ph-list">
                {wallets.map((item) => (
                  <li key={`${item.kind}:${item.id}`}>
                    <ListItem
                      label={item.name}
                      image={
                        item.kind === 'walletConnect' ? (
                          <span className="ph-connect__wc">
                            <WalletConnectLogo />
                          </span>
                        ) : (
                          <WalletImage src={item.imageUrl} />
                        )
                      }
                      tag={
                        item.kind === 'walletConnect' ? (
                          <Tag tone="accent">
                            <Icon name="qr" size={12} />
                            {t('connect.qrCode')}
                          </Tag>
                        ) : item.kind === 'host' ? (
                          <Tag tone={item.recent ? 'accent' : 'success'}>
                            {item.recent ? t('connect.recent') : t('connect.installed')}
                          </Tag>
                        ) : undefined
                      }
                      onClick={() => select(item)}
                    />
                  </li>
                ))}
                <AllWalletsRow />
              </ul>
            </section>
          )
        return null
      })}
      <p className="ph-connect__footer">{t('connect.footer')}</p>
    </div>
  )
}

function MethodIcon({ name }: { name: 'mail' | 'users' }) {
  return (
    <span className="ph-method-icon">
      <Icon name={name} />
    </span>
  )
}

function WalletConnectLogo() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.1 8.3c3.3-3.2 8.5-3.2 11.8 0l.4.4c.2.2.2.4 0 .6l-1.3 1.3c-.1.1-.2.1-.3 0l-.5-.5a5.9 5.9 0 00-8.2 0l-.6.5c-.1.1-.2.1-.3 0L5.8 9.3c-.2-.2-.2-.4 0-.6l.3-.4zm14.5 2.7l1.2 1.2c.2.2.2.4 0 .6l-5.3 5.2c-.2.2-.4.2-.6 0l-3.8-3.7h-.1l-3.8 3.7c-.2.2-.4.2-.6 0L2.2 12.8c-.2-.2-.2-.4 0-.6L3.4 11c.2-.2.4-.2.6 0l3.8 3.7h.1l3.8-3.7c.2-.2.4-.2.6 0l3.8 3.7h.1l3.8-3.7c.2-.2.4-.2.6 0z"
      />
    </svg>
  )
}
