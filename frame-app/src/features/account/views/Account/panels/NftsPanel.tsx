import { TokenIcon } from '../../../../../components/TokenIcon/TokenIcon.tsx'
import { useT } from '../../../../../i18n/I18nContext.tsx'
import { useAccountList } from '../../../hooks/useAccountList.ts'
import { PanelSkeleton } from './PanelSkeleton.tsx'

/** The account's NFTs on the active network: image (or monogram), name, collection. */
export function NftsPanel() {
  const t = useT()
  const { state } = useAccountList('nfts')
  const { items } = state.context
  if ((state.matches('loading') || state.matches('idle')) && items.length === 0)
    return <PanelSkeleton label={t('account.nfts.loading')} />
  if (state.matches('failed'))
    return (
      <p className="ph-account-tabs__empty" role="alert">
        {t('account.nfts.unavailable')}
      </p>
    )
  if (items.length === 0) return <p className="ph-account-tabs__empty">{t('account.nfts.empty')}</p>
  return (
    <ul className="ph-nft-grid" aria-label={t('account.tabs.nfts')}>
      {items.map((nft) => (
        <li
          key={`${nft.address}/${nft.tokenId}`}
          className="ph-nft-grid__item"
          data-testid="nft-item"
        >
          <TokenIcon src={nft.image} name={nft.collection.name || nft.name} size={120} square />
          <span className="ph-account-list__title">{nft.name}</span>
          <span className="ph-account-list__sub">{nft.collection.name}</span>
        </li>
      ))}
    </ul>
  )
}
