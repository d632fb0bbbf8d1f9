import { ListItem, Tag } from '../../../../components/ListItem/ListItem.tsx'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useT } from '../../../../i18n/I18nContext.tsx'
import { useWalletRegistry } from '../../hooks/useWalletRegistry.ts'
import { formatWalletCount } from './formatWalletCount.ts'

/** The last row of Connect's wallet list: opens AllWallets, with the registry's size. */
export function AllWalletsRow() {
  const app = useFrameApp()
  const t = useT()
  const { api } = app
  const { count } = useWalletRegistry()

  if (!api) return null
  return (
    <li>
      <ListItem
        label={t('allWallets.row')}
        image={<GridImage />}
        tag={
          count === null ? undefined : (
            // Its own left-to-right isolate: "600+" in a right-to-left language too, not "+600".
            <Tag>
              <bdi dir="ltr">{formatWalletCount(count)}</bdi>
            </Tag>
          )
        }
        onClick={() => app.actions.push('AllWallets')}
      />
    </li>
  )
}

function GridImage() {
  return (
    <span className="ph-method-icon">
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        {[
          [3, 3],
          [11, 3],
          [3, 11],
          [11, 11],
        ].map(([x, y]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="6" height="6" rx="2" fill="currentColor" />
        ))}
      </svg>
    </span>
  )
}
