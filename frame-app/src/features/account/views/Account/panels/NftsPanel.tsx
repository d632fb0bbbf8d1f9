import { SURFACE_BLOCK } from '../../../../../components/Surface/surface.ts'
import { TokenIcon } from '../../../../../components/TokenIcon/TokenIcon.tsx'
import { useT } from '../../../../../i18n/I18nContext.tsx'
import { useAccountList } from '../../../hooks/useAccountList.ts'
import { panelStatus } from './panelStatus.tsx'

/** The account's NFTs on the active network: image (or monogram), name, collection. */
export function NftsPanel() {
  const t = useT()
  const { state } = useAccountList('nfts')
  const { items } = state.context
  const status = panelStatus('nfts', state, t)
  if (status) return status
  return (
    <ul className="ph-nft-grid" aria-label={t('account.tabs.nfts')}>
      {items.map((nft) => (
        <li
          key={`${nft.address}/${nft.tokenId}`}
          className={`${SURFACE_BLOCK} ph-nft-grid__item`}
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
