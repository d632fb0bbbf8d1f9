import { useI18n } from '../../../../../i18n/I18nContext.tsx'
import type { CallAction } from '../../../summary/ApprovalSummary.ts'
import type { ApproveTranslate } from '../../../useApproveT.ts'
import { AddressValue } from '../AddressValue.tsx'
import { amountText, timeText } from '../amountText.ts'
import { Row } from '../Row.tsx'

type Swap = Extract<CallAction, { kind: 'swap' }>

/**
 * A Uniswap V2 or V3 swap, one row per fact: what it sells and buys (the exact side, and the limit
 * the other side may reach), who receives it, the router and until when it may run (when the call says).
 */
export function SwapDetails({ action, t }: { action: Swap; t: ApproveTranslate }) {
  const { locale } = useI18n()
  const exactIn = action.exact === 'in'
  return (
    <dl className="ph-approve__rows" data-testid="approve-swap">
      <Row
        label={exactIn ? t('approve.swapSell') : t('approve.swapSellAtMost')}
        value={amountText(action.sell, t)}
        testId="approve-swap-sell"
      />
      <Row
        label={exactIn ? t('approve.swapBuyAtLeast') : t('approve.swapBuy')}
        value={amountText(action.buy, t)}
        testId="approve-swap-buy"
      />
      <Row
        label={t('approve.recipient')}
        value={<AddressValue address={action.recipient} t={t} />}
      />
      <Row label={t('approve.router')} value={<AddressValue address={action.router} t={t} />} />
      {action.deadline === null ? null : (
        <Row label={t('approve.swapDeadline')} value={timeText(action.deadline, locale, t)} />
      )}
    </dl>
  )
}
