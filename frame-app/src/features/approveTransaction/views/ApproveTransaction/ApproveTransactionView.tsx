import { Button } from '../../../../components/Button/Button.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { truncateAddress } from '../../../account/chunk.ts'
import { approvalWarnings } from '../../approvalWarnings.ts'
import { useApproval } from '../../hooks/useApproval.ts'
import { type ApproveTranslate, useApproveT } from '../../useApproveT.ts'
import type { ApprovalWarning } from '../../warnings/ApprovalWarning.ts'
import { SummaryDetails } from './SummaryDetails.tsx'
import { titleOf } from './titleOf.ts'
import './ApproveTransactionView.css'

const translated = (keys: ApprovalWarning['paramKeys'], t: ApproveTranslate) =>
  Object.fromEntries(Object.entries(keys ?? {}).map(([slot, key]) => [slot, t(key)]))

/**
 * ApproveTransaction (SPEC §5, SECURITY #2, #15, #21): the embedded wallet's request on screen,
 * with the verified host origin (from the bridge, not the request), the account, the network
 * and a decoded summary. Approve is `guarded` (enabled only while the card is really visible
 * and settled) and also waits the settle delay whenever the next queued request replaces this
 * one, so a double click cannot approve a request the user never saw. Reject, Escape, the close
 * button and back answer the host with 4001.
 */
export function ApproveTransactionView() {
  const t = useApproveT()
  const { item, summary, network, settled, approve, reject } = useApproval()
  if (!item || !network) return null
  const { context, request } = item
  const warnings = summary ? approvalWarnings(summary, context.hostOrigin) : []
  return (
    <div className="ph-approve">
      <div className="ph-approve__body">
        <div className="ph-approve__head">
          <span className="ph-approve__label">{t('approve.requestFrom')}</span>
          <span className="ph-approve__origin" data-testid="approve-origin">
            {context.hostOrigin}
          </span>
          <span className="ph-approve__title" data-testid="approve-title">
            {titleOf(request.method, summary, t)}
          </span>
        </div>
        <dl className="ph-approve__rows ph-approve__section">
          <div>
            <dt>{t('approve.account')}</dt>
            <dd
              className="ph-approve__value ph-approve__mono"
              title={context.account}
              data-testid="approve-account"
            >
              {truncateAddress(context.account)}
            </dd>
          </div>
          <div>
            <dt>{t('approve.network')}</dt>
            <dd className="ph-approve__value" data-testid="approve-network">
              {network.name}
            </dd>
          </div>
        </dl>
        {/* Before the details: a warning is read without scrolling. */}
        {warnings.map((warning, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the warnings are a fixed list per request
          <p key={index} className="ph-approve__warning" role="alert">
            <Icon name="warning" size={16} />
            {t(warning.key, { ...warning.params, ...translated(warning.paramKeys, t) })}
          </p>
        ))}
        {summary ? (
          <SummaryDetails summary={summary} t={t} />
        ) : (
          <p className="ph-approve__muted">{t('approve.decoding')}</p>
        )}
      </div>
      <div className="ph-approve__actions">
        <Button variant="secondary" onClick={() => reject(item.id)}>
          {t('approve.reject')}
        </Button>
        <Button guarded disabled={summary === null || !settled} onClick={() => approve(item.id)}>
          {t('approve.approve')}
        </Button>
      </div>
    </div>
  )
}
