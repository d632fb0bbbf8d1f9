import { useI18n } from '../../../../i18n/I18nContext.tsx'
import { usePeriodText } from '../../../../i18n/periods/usePeriodText.ts'
import { truncateAddress } from '../../../account/chunk.ts'
import type { ApprovalSummary } from '../../summary/ApprovalSummary.ts'
import type { ApproveTranslate } from '../../useApproveT.ts'
import { AddressValue } from './AddressValue.tsx'
import { amountText, timeText } from './amountText.ts'
import { Row } from './Row.tsx'
import { TokenContract } from './TokenContract.tsx'

type Permission = Extract<ApprovalSummary, { kind: 'permission' }>
type Revoke = Extract<ApprovalSummary, { kind: 'permissionRevoke' }>

/**
 * An ERC-7715 permission as its rule in plain words (who may spend how much of which token,
 * how often, until when, and which contract checks it), then one row per fact.
 */
export function PermissionDetails({ summary, t }: { summary: Permission; t: ApproveTranslate }) {
  const { locale } = useI18n()
  const period = usePeriodText()(summary.period)
  const amount = amountText(summary.amount, t)
  const expiry = timeText(summary.expiry, locale, t)
  return (
    <section className="ph-approve__section" data-testid="approve-permission">
      <p className="ph-approve__rule" data-testid="approve-permission-rule">
        {t('approve.permissionRule', {
          session: truncateAddress(summary.session),
          amount,
          period,
          expiry,
          contract: truncateAddress(summary.contract),
        })}
      </p>
      <dl className="ph-approve__rows">
        <Row
          label={t('approve.permissionAmount')}
          value={t('approve.permissionEvery', { amount, period })}
          testId="approve-permission-amount"
        />
        <TokenContract amount={summary.amount} t={t} />
        <Row
          label={t('approve.permissionUntil')}
          value={expiry}
          testId="approve-permission-until"
        />
        <Row
          label={t('approve.permissionSession')}
          value={<AddressValue address={summary.session} t={t} />}
        />
        <Row
          label={t('approve.permissionContract')}
          value={<AddressValue address={summary.contract} t={t} />}
        />
        {summary.justification ? (
          <Row label={t('approve.permissionReason')} value={summary.justification} />
        ) : null}
      </dl>
    </section>
  )
}

/** The permission a revoke ends, in plain words, with the contract that enforced it. */
export function PermissionRevokeDetails({ summary, t }: { summary: Revoke; t: ApproveTranslate }) {
  return (
    <section className="ph-approve__section" data-testid="approve-permission-revoke">
      <p className="ph-approve__rule">
        {t('approve.permissionRevokeRule', { context: truncateAddress(summary.context) })}
      </p>
      <dl className="ph-approve__rows">
        <Row
          label={t('approve.permissionId')}
          value={<span title={summary.context}>{truncateAddress(summary.context)}</span>}
          mono
        />
        <Row
          label={t('approve.permissionContract')}
          value={<AddressValue address={summary.contract} t={t} />}
        />
      </dl>
    </section>
  )
}
