import type { TokenAmount, TransactionSummary } from '../../summary/ApprovalSummary.ts'
import type { ApproveTranslate } from '../../useApproveT.ts'

const amountText = (amount: TokenAmount, t: ApproveTranslate) =>
  amount.amount !== undefined && amount.symbol !== undefined
    ? `${amount.amount} ${amount.symbol}`
    : t('approve.rawUnits', { amount: amount.raw })

/** One EVM transaction: recipient, native value, and its decoded ERC-20 call or raw data. */
export function TransactionDetails({ tx, t }: { tx: TransactionSummary; t: ApproveTranslate }) {
  const { action } = tx
  return (
    <dl className="ph-approve__rows">
      {action.kind === 'deploy' ? (
        <Row label={t('approve.to')} value={t('approve.deploy')} />
      ) : (
        <Row label={t('approve.to')} value={tx.to ?? ''} mono />
      )}
      <Row label={t('approve.value')} value={tx.value} testId="approve-value" />
      {action.kind === 'erc20Transfer' ? (
        <>
          <Row
            label={t('approve.transfer')}
            value={amountText(action.amount, t)}
            testId="approve-token-amount"
          />
          <Row label={t('approve.to')} value={action.to} mono />
        </>
      ) : null}
      {action.kind === 'erc20Approve' ? (
        <>
          <Row
            label={t('approve.approval')}
            value={
              action.unlimited
                ? `${t('approve.unlimited')} ${action.amount.symbol ?? ''}`.trim()
                : amountText(action.amount, t)
            }
            testId="approve-token-amount"
          />
          <Row label={t('approve.spender')} value={action.spender} mono />
        </>
      ) : null}
      {action.kind === 'unknown' ? (
        <Row label={t('approve.data')} value={action.data} mono />
      ) : null}
    </dl>
  )
}

function Row(props: { label: string; value: string; mono?: boolean; testId?: string }) {
  return (
    <div>
      <dt>{props.label}</dt>
      <dd
        className={props.mono ? 'ph-approve__value ph-approve__mono' : 'ph-approve__value'}
        data-testid={props.testId}
      >
        {props.value}
      </dd>
    </div>
  )
}
