import { type BalanceState, formatAmount } from '../../features/account/chunk.ts'
import { useI18n, useT } from '../../i18n/I18nContext.tsx'
import './BalanceLine.css'

/**
 * The native balance to 3 decimals; a skeleton while loading; on failure SPEC §8's '0.00 ETH'
 * fallback and a 'Token Balance Unavailable' alert.
 */
export function BalanceLine(props: { state: BalanceState; symbol: string }) {
  const t = useT()
  const { locale } = useI18n()
  const { state, symbol } = props
  const first = state.balances[0]
  if (state.loading && !first) {
    return (
      <span className="ph-balance ph-balance--loading" aria-busy="true">
        <span className="ph-skeleton" />
        <span className="ph-visually-hidden">{t('account.balanceLoading')}</span>
      </span>
    )
  }
  const failed = state.error !== null && !first
  const text =
    first && !failed
      ? `${formatAmount(first.quantity.numeric, Number(first.quantity.decimals), locale)} ${first.symbol}`
      : t('account.balanceFallback', { symbol: symbol || 'ETH' })
  return (
    <span className="ph-balance-wrap">
      <span className="ph-balance" data-testid="account-balance">
        {text}
      </span>
      {failed ? (
        <span className="ph-balance__alert" role="alert">
          {t('account.balanceUnavailable')}
        </span>
      ) : null}
    </span>
  )
}
