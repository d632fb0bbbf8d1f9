import { Icon } from '../../../../components/Icon/Icon.tsx'
import { ListItem, Tag } from '../../../../components/ListItem/ListItem.tsx'
import { WalletImage } from '../../../../components/WalletImage/WalletImage.tsx'
import { useT } from '../../../../i18n/I18nContext.tsx'
import type { WalletListItem } from '../../walletList/buildWalletList.ts'

/** One wallet row of Connect: its image and the tag that says why it is listed. */
export function ConnectWalletRow({
  item,
  connected,
  onSelect,
}: {
  item: WalletListItem
  /** The wallet already has an open connection (selecting it makes it current). */
  connected: boolean
  onSelect: (item: WalletListItem) => void
}) {
  const t = useT()
  const recent =
    (item.kind === 'host' && item.recent) || (item.kind === 'registry' && item.group === 'recent')
  const tag =
    item.kind === 'walletConnect' ? (
      <Tag tone="accent">
        <Icon name="qr" size={12} />
        {t('connect.qrCode')}
      </Tag>
    ) : connected ? (
      <Tag tone="success">{t('connect.connected')}</Tag>
    ) : recent ? (
      <Tag tone="accent">{t('connect.recent')}</Tag>
    ) : item.kind === 'host' ? (
      <Tag tone="success">{t('connect.installed')}</Tag>
    ) : undefined
  return (
    <li>
      <ListItem
        label={item.name}
        image={
          item.kind === 'walletConnect' ? (
            <span className="ph-method-icon ph-connect__wc">
              <WalletConnectLogo />
            </span>
          ) : item.kind === 'coinbase' ? (
            <span className="ph-method-icon ph-connect__coinbase">
              <CoinbaseLogo />
            </span>
          ) : (
            <WalletImage src={item.imageUrl} />
          )
        }
        tag={tag}
        guarded
        onClick={() => onSelect(item)}
      />
    </li>
  )
}

/** A placeholder row while the registry's wallets load. */
export function SkeletonRow() {
  return (
    <li className="ph-connect__skeleton" aria-hidden="true">
      <span className="ph-connect__skeleton-image" />
      <span className="ph-connect__skeleton-name" />
    </li>
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

/** Coinbase's mark: a white rounded square in a ring, on Coinbase blue (its CSS). */
function CoinbaseLogo() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M12 2.5a9.5 9.5 0 100 19 9.5 9.5 0 000-19zM9.6 9a.6.6 0 00-.6.6v4.8c0 .33.27.6.6.6h4.8a.6.6 0 00.6-.6V9.6a.6.6 0 00-.6-.6H9.6z"
      />
    </svg>
  )
}
