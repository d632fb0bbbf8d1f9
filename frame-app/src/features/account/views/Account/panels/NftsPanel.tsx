import { SURFACE_BLOCK } from '../../../../../components/Surface/surface.ts'
import { TokenIcon } from '../../../../../components/TokenIcon/TokenIcon.tsx'
import { useAccountList } from '../../../hooks/useAccountList.ts'
import { PanelList } from './PanelList.tsx'

/** The account's NFTs on the active network: image (or monogram), name, collection. */
export function NftsPanel() {
  const { state } = useAccountList('nfts')
  return (
    <PanelList tab="nfts" list={state} className="ph-nft-grid">
      {state.context.items.map((nft) => (
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
    </PanelList>
  )
}
