import { useId } from 'react'
import { useClickGuard } from '../../../../components/Modal/ClickGuardContext.ts'
import { WalletImage } from '../../../../components/WalletImage/WalletImage.tsx'

/** One wallet of the AllWallets grid: a button named by the wallet, its badge as description. */
export function WalletTileButton({
  name,
  imageUrl,
  badge,
  badgeTone,
  tabIndex,
  onClick,
  onFocus,
}: {
  name: string
  imageUrl?: string | undefined
  badge?: string | undefined
  badgeTone?: 'accent' | 'success'
  tabIndex: number
  onClick: () => void
  onFocus: () => void
}) {
  const badgeId = useId()
  // Connects: disabled until the modal is really visible and settled (clickjacking guard).
  const armed = useClickGuard()
  return (
    <button
      type="button"
      className="ph-tile"
      aria-label={name}
      aria-describedby={badge ? badgeId : undefined}
      tabIndex={tabIndex}
      disabled={!armed}
      onClick={onClick}
      onFocus={onFocus}
      data-wallet-tile=""
    >
      <WalletImage src={imageUrl} size={56} />
      <span className="ph-tile__name" aria-hidden="true">
        {name}
      </span>
      {badge ? (
        <span id={badgeId} className={`ph-tile__badge ph-tile__badge--${badgeTone ?? 'accent'}`}>
          {badge}
        </span>
      ) : null}
    </button>
  )
}

/** A placeholder tile while a page loads. */
export function SkeletonTile() {
  return (
    <div className="ph-tile ph-tile--skeleton" aria-hidden="true">
      <span className="ph-tile__skeleton-image" />
      <span className="ph-tile__skeleton-name" />
    </div>
  )
}
