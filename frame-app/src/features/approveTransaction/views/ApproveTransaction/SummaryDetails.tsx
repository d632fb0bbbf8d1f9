import { DISCLOSURE } from '../../../../components/Disclosure/disclosure.ts'
import { truncateAddress } from '../../../account/chunk.ts'
import type { ApprovalSummary } from '../../summary/ApprovalSummary.ts'
import type { ApproveTranslate } from '../../useApproveT.ts'
import { DelegationDetails, DelegationRemovalDetails } from './effects/DelegationDetails.tsx'
import { SimulationDetails } from './effects/SimulationDetails.tsx'
import { FieldList } from './FieldList.tsx'
import { fieldLabel } from './fieldLabel.ts'
import { IntentDetails } from './IntentDetails.tsx'
import { PermissionDetails, PermissionRevokeDetails } from './PermissionDetails.tsx'
import { Row } from './Row.tsx'
import { TransactionDetails } from './TransactionDetails.tsx'

/** The decoded request: message text, typed-data fields, transactions, or the raw params. */
export function SummaryDetails({ summary, t }: { summary: ApprovalSummary; t: ApproveTranslate }) {
  switch (summary.kind) {
    case 'message':
      return (
        <section className="ph-approve__section" aria-label={t('approve.message')}>
          <h3>{summary.encoding === 'hex' ? t('approve.messageHex') : t('approve.message')}</h3>
          <pre className="ph-approve__message" data-testid="approve-message">
            {summary.text}
          </pre>
        </section>
      )
    case 'typedData': {
      const fields = (
        <>
          <section className="ph-approve__section" data-testid="approve-domain">
            <h3>{t('approve.domain')}</h3>
            <FieldList fields={summary.domain} />
          </section>
          <section className="ph-approve__section" data-testid="approve-typed-message">
            <h3>{fieldLabel(summary.primaryType)}</h3>
            <FieldList fields={summary.message} />
          </section>
        </>
      )
      // A known permission reads as what it allows; its fields as signed stay a click away.
      return summary.intent ? (
        <>
          <IntentDetails intent={summary.intent} t={t} />
          <details className={`${DISCLOSURE} ph-approve__signed`} data-testid="approve-signed">
            <summary>{t('approve.messageDetails')}</summary>
            {fields}
          </details>
        </>
      ) : (
        fields
      )
    }
    case 'transaction':
      return (
        <>
          {summary.simulation ? <SimulationDetails simulation={summary.simulation} t={t} /> : null}
          <section className="ph-approve__section">
            {summary.transaction.delegations?.map((delegation, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the authorizations are a fixed list per request
              <DelegationDetails key={index} delegation={delegation} t={t} />
            ))}
            <TransactionDetails tx={summary.transaction} t={t} />
            <dl className="ph-approve__rows">
              <Row
                label={t('approve.networkFee')}
                value={summary.fee ?? t('approve.feeUnknown')}
                testId="approve-fee"
              />
            </dl>
          </section>
        </>
      )
    case 'calls':
      return (
        <>
          {summary.simulation ? <SimulationDetails simulation={summary.simulation} t={t} /> : null}
          {summary.calls.map((call, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the calls are a fixed list per request
            <section key={index} className="ph-approve__section" data-testid="approve-call">
              <h3>{t('approve.call', { index: String(index + 1) })}</h3>
              <TransactionDetails tx={call} t={t} />
            </section>
          ))}
        </>
      )
    case 'solanaTransaction':
      return (
        <section className="ph-approve__section">
          <dl className="ph-approve__rows">
            <div>
              <dt>{t('approve.instructions')}</dt>
              <dd className="ph-approve__value">{summary.instructionCount}</dd>
            </div>
            {summary.transfers.map((transfer, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the transfers are a fixed list per request
              <div key={index} data-testid="approve-transfer">
                <dt>{transfer.mint ? t('approve.transfer') : t('approve.solTransfer')}</dt>
                <dd className="ph-approve__value">
                  {transfer.amount}{' '}
                  {transfer.mint ? (
                    <span className="ph-approve__mono" title={transfer.mint}>
                      {truncateAddress(transfer.mint)}
                    </span>
                  ) : null}{' '}
                  → <span className="ph-approve__mono">{transfer.to}</span>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )
    case 'permission':
      return <PermissionDetails summary={summary} t={t} />
    case 'permissionRevoke':
      return <PermissionRevokeDetails summary={summary} t={t} />
    case 'delegationRemoval':
      return <DelegationRemovalDetails summary={summary} t={t} />
    case 'raw':
      return (
        <section className="ph-approve__section">
          <h3>{t('approve.params')}</h3>
          <pre className="ph-approve__message ph-approve__mono" data-testid="approve-raw">
            {summary.json}
          </pre>
        </section>
      )
  }
}
