import type { Network } from '@porthole/shared-protocol'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { NOTE_LINE } from '../../../../components/NoteLine/noteLine.ts'
import { truncateAddress } from '../../../account/chunk.ts'
import type { ApprovalContext, ApprovalRequest } from '../../ApprovalRequest.ts'
import { approvalWarnings } from '../../approvalWarnings.ts'
import type { ApprovalSummary } from '../../summary/ApprovalSummary.ts'
import type { ApproveTranslate } from '../../useApproveT.ts'
import type { ApprovalWarning } from '../../warnings/ApprovalWarning.ts'
import { SummaryDetails } from './SummaryDetails.tsx'
import { titleOf } from './titleOf.ts'

const translated = (keys: ApprovalWarning['paramKeys'], t: ApproveTranslate) =>
  Object.fromEntries(Object.entries(keys ?? {}).map(([slot, key]) => [slot, t(key)]))

type RequestDetailsProps = {
  /** The request on screen and what the frame knows around it (origin, account). */
  item: { request: ApprovalRequest; context: ApprovalContext }
  network: Network
  /** The decoded request; null while it is read. */
  summary: ApprovalSummary | null
  t: ApproveTranslate
}

/**
 * What a request does, as ApproveTransaction and the wallet-prompt panel show it: the verified
 * host origin, the title said as what it does, the account and network, the warnings (above
 * the details, so they are read without scrolling) and the decoded summary, in the card's
 * scrolling body.
 */
export function RequestDetails({ item, network, summary, t }: RequestDetailsProps) {
  const { request, context } = item
  const warnings = summary ? approvalWarnings(summary, context.hostOrigin) : []
  return (
    <div className="ph-approve__body">
      <div className="ph-approve__head">
        <span className={NOTE_LINE}>{t('approve.requestFrom')}</span>
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
        <p className={NOTE_LINE}>{t('approve.decoding')}</p>
      )}
    </div>
  )
}
