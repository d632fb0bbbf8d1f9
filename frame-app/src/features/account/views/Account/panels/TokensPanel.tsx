import { SURFACE_BLOCK } from '../../../../../components/Surface/surface.ts'
import { TokenIcon } from '../../../../../components/TokenIcon/TokenIcon.tsx'
import { useI18n } from '../../../../../i18n/I18nContext.tsx'
import { formatQuantity } from '../../../format/formatQuantity.ts'
import { formatUsd } from '../../../format/formatUsd.ts'
import { useAccountList } from '../../../hooks/useAccountList.ts'
import { PanelList } from './PanelList.tsx'

/** The account's tokens on the active network: icon, symbol, quantity, USD value. */
export function TokensPanel() {
  const { locale } = useI18n()
  const { state } = useAccountList('tokens')
  return (
    <PanelList tab="tokens" list={state} className="ph-list ph-account-list">
      {state.context.items.map((token) => (
        <li
          key={token.address ?? token.symbol}
          className={`${SURFACE_BLOCK} ph-account-list__row`}
          data-testid="token-row"
        >
          <TokenIcon src={token.iconUrl} name={token.symbol || token.name} />
          <span className="ph-account-list__main">
            <span className="ph-account-list__title">{token.symbol}</span>
            <span className="ph-account-list__sub">
              {formatQuantity(token.quantity.numeric, locale)}
            </span>
          </span>
          <span className="ph-account-list__value">
            {token.value === undefined ? '' : formatUsd(token.value, locale)}
          </span>
        </li>
      ))}
    </PanelList>
  )
}
