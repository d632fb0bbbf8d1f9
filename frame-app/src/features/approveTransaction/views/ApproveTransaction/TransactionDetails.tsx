import type { ReactNode } from 'react'
import type { TokenAmount, TransactionSummary } from '../../summary/ApprovalSummary.ts'
import type { ApproveTranslate } from '../../useApproveT.ts'
import { AddressValue } from './AddressValue.tsx'

const amountText = (amount: TokenAmount, t: ApproveTranslate) =>
  amount.amount !== undefined && amount.symbol !== undefined
    ? `${amount.amount} ${amount.symbol}`
    : t('approve.rawUnits', { amount: amount.raw })

const isZero = (value: string) => /^0(\.0*)? /.test(value)

/**
 * One EVM transaction, one row per fact: what it moves or allows, to whom, through which
 * contract, the coin it carries (only when it carries some, or for a plain transfer) and its
 * raw data when it could not be decoded. Addresses are short, with copy.
 */
export function TransactionDetails({ tx, t }: { tx: TransactionSummary; t: ApproveTranslate }) {
  const { action } = tx
  const address = (value: string | null) => (value ? <AddressValue address={value} t={t} /> : '')
  const value = <Row label={t('approve.amount')} value={tx.value} testId="approve-value" />
  switch (action.kind) {
    case 'erc20Transfer':
      return (
        <dl className="ph-approve__rows">
          <Row
            label={t('approve.transfer')}
            value={amountText(action.amount, t)}
            testId="approve-token-amount"
          />
          <Row label={t('approve.recipient')} value={address(action.to)} testId="approve-to" />
          <Row label={t('approve.tokenContract')} value={address(tx.to)} />
          {isZero(tx.value) ? null : value}
        </dl>
      )
    case 'erc20Approve':
      return (
        <dl className="ph-approve__rows">
          <Row
            label={t('approve.approval')}
            value={
              action.unlimited
                ? `${t('approve.unlimited')} ${action.amount.symbol ?? ''}`.trim()
                : amountText(action.amount, t)
            }
            testId="approve-token-amount"
          />
          <Row label={t('approve.spender')} value={address(action.spender)} />
          <Row label={t('approve.tokenContract')} value={address(tx.to)} />
          {isZero(tx.value) ? null : value}
        </dl>
      )
    case 'deploy':
      return (
        <dl className="ph-approve__rows">
          <Row label={t('approve.contract')} value={t('approve.deploy')} />
          {isZero(tx.value) ? null : value}
        </dl>
      )
    case 'unknown':
      return (
        <dl className="ph-approve__rows">
          <Row label={t('approve.contract')} value={address(tx.to)} testId="approve-to" />
          {isZero(tx.value) ? null : value}
          <Row label={t('approve.data')} value={action.data} mono />
        </dl>
      )
    default:
      return (
        <dl className="ph-approve__rows">
          <Row label={t('approve.recipient')} value={address(tx.to)} testId="approve-to" />
          {value}
        </dl>
      )
  }
}

/** One labelled fact of the request. */
export function Row(props: { label: string; value: ReactNode; mono?: boolean; testId?: string }) {
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
