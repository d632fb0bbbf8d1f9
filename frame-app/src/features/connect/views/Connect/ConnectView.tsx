import { useMemo, useState } from 'react'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { ListItem, Tag } from '../../../../components/ListItem/ListItem.tsx'
import { MethodIcon } from '../../../../components/MethodIcon/MethodIcon.tsx'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useDappSettings } from '../../../../core/settings/useDappSettings.ts'
import { useT } from '../../../../i18n/I18nContext.tsx'
import { useConnection } from '../../../connection/index.ts'
import {
  isWalletConnectEnabled,
  usePairingBuffering,
  useWalletConnect,
} from '../../../walletConnect/index.ts'
import { useWalletRegistry } from '../../hooks/useWalletRegistry.ts'
import { buildWalletList, type WalletListItem } from '../../walletList/buildWalletList.ts'
import { RECOMMENDED_WALLET_COUNT } from '../../walletList/pickRecommended.ts'
import { AllWalletsRow } from '../AllWallets/AllWalletsRow.tsx'
import { ConnectWalletRow, SkeletonRow } from './ConnectWalletRow.tsx'
import { EmailLoginSlot } from './EmailLoginSlot.tsx'
import { SocialsSlot } from './SocialsSlot.tsx'
import './ConnectView.css'

const DEFAULT_METHODS = ['email', 'social', 'wallet'] as const

/**
 * Connect methods in the configured order: email and socials open their panels in place (the
 * vault is needed for both). Opened with
 * `{ namespace }` (`open({ namespace })`), only that namespace's wallets.
 */
export function ConnectView({
  isMobile,
  params,
}: {
  isMobile: boolean
  params?: {
    namespace?: 'eip155' | 'solana' | 'bip122' | undefined
    notice?: 'signInDeclined' | 'disconnectFailed' | undefined
  }
}) {
  const app = useFrameApp()
  const wc = useWalletConnect()
  const { configured: wcConfigured, walletConnect } = wc
  // A phone opens registry wallets by link: the list is busy until the pairing URI is ready.
  const linkPending = usePairingBuffering(wc) && isMobile
  const t = useT()
  const { dapp, hostWallets } = useDappSettings()
  const { settled, current, connections } = useConnection()
  const connectedThroughWalletConnect = settled && current?.connector.type === 'WALLET_CONNECT'
  const connectedIds = useMemo(() => new Set(connections.map((c) => c.connector.id)), [connections])
  const registry = useWalletRegistry()
  const wallets = useMemo(
    () =>
      buildWalletList({
        hostWallets,
        customWallets: dapp?.customWallets,
        excludeWalletIds: dapp?.excludeWalletIds,
        connectorTypeOrder: dapp?.features?.connectorTypeOrder,
        enableWalletConnect: isWalletConnectEnabled(dapp, wcConfigured),
        connectedThroughWalletConnect,
        enableCoinbase: app.options.coinbase !== undefined && dapp?.enableCoinbase !== false,
        recentIds: app.recentWallets.list(),
        recentWallets: app.recentWallets.wallets(),
        isMobile,
        registry: registry.wallets,
        featuredWalletIds: dapp?.featuredWalletIds,
        namespace: params?.namespace,
      }),
    [
      hostWallets,
      dapp,
      connectedThroughWalletConnect,
      app.recentWallets,
      isMobile,
      wcConfigured,
      registry,
      params?.namespace,
      app.options.coinbase,
    ],
  )
  // Until the registry answers, placeholders where its featured and recommended rows go.
  // Registry wallets connect through WalletConnect on EVM: none to wait for or browse on Solana
  // or Bitcoin.
  const noRegistry = params?.namespace === 'solana' || params?.namespace === 'bip122'
  const loadingRegistry =
    !noRegistry && app.api !== null && registry.status !== 'loaded' && registry.status !== 'error'
  const shownWallets = wallets.filter((item) => item.kind !== 'walletConnect').length
  const pendingRows = loadingRegistry
    ? Math.min(
        RECOMMENDED_WALLET_COUNT,
        Math.max(dapp?.featuredWalletIds?.length ?? 0, RECOMMENDED_WALLET_COUNT - shownWallets),
      )
    : 0
  const select = (item: WalletListItem) =>
    app.actions.selectWallet({ wallet: item, isMobile, walletConnect })
  const methods = dapp?.features?.connectMethodsOrder ?? DEFAULT_METHODS
  const showEmail = dapp?.features?.email !== false
  const emailAvailable = app.options.vault !== undefined
  const [emailOpen, setEmailOpen] = useState(false)
  const [socialsOpen, setSocialsOpen] = useState(false)
  if (emailOpen) return <EmailLoginSlot onCancel={() => setEmailOpen(false)} />
  if (socialsOpen) return <SocialsSlot onCancel={() => setSocialsOpen(false)} />
  // Social logins end in the vault's embedded wallet: without a vault there are none.
  const showSocial = dapp?.features?.socials !== false && emailAvailable

  return (
    <div className="ph-connect">
      {params?.notice ? (
        <p className="ph-connect__notice" role="alert">
          <Icon name="warning" size={16} />
          {t(
            params.notice === 'signInDeclined'
              ? 'siwx.declinedDisconnected'
              : 'connect.disconnectFailed',
          )}
        </p>
      ) : null}
      {methods.map((method) => {
        if (method === 'email' && showEmail)
          return (
            <ListItem
              key="email"
              label={t('connect.email')}
              image={<MethodIcon name="mail" />}
              {...(emailAvailable
                ? { onClick: () => setEmailOpen(true) }
                : { tag: <Tag>{t('connect.comingSoon')}</Tag>, disabled: true })}
            />
          )
        if (method === 'social' && showSocial)
          return (
            <ListItem
              key="social"
              label={t('connect.social')}
              image={<MethodIcon name="users" />}
              onClick={() => setSocialsOpen(true)}
            />
          )
        if (method === 'wallet')
          return (
            <section
              key="wallet"
              className="ph-connect__wallets"
              aria-labelledby="ph-wallets-heading"
              aria-busy={linkPending}
            >
              <h3 id="ph-wallets-heading" className="ph-section-heading">
                {t('connect.walletsHeading')}
              </h3>
              {wallets.length === 0 ? (
                <p className="ph-connect__empty">{t('connect.noWallets')}</p>
              ) : null}
              <ul className="ph-list">
                {wallets.map((item) => (
                  <ConnectWalletRow
                    key={`${item.kind}:${item.id}`}
                    item={item}
                    connected={connectedIds.has(item.id)}
                    onSelect={select}
                  />
                ))}
                {Array.from({ length: pendingRows }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <SkeletonRow key={index} />
                ))}
                {noRegistry ? null : <AllWalletsRow />}
              </ul>
            </section>
          )
        return null
      })}
      <p className="ph-connect__footer">{t('connect.footer')}</p>
    </div>
  )
}
