import type { ReactNode } from 'react'
import type { TokenAmount, TransactionSummary } from '../../summary/ApprovalSummary.ts'
import type { ApproveTranslate } from '../../useApproveT.ts'
import { AddressValue } from './AddressValue.tsx'
import { allowanceText, amountText } from './amountText.ts'
import { SwapDetails } from './effects/SwapDetails.tsx'
import { Row } from './Row.tsx'
import { TokenContract } from './TokenContract.tsx'

const isZero = (value: string) => /^0(\.0*)? /.test(value)

/**
 * One EVM transaction, one row per fact: what it moves or allows, to whom, through which
 * contract (said to be unknown when it is not a token or has no name), the coin it carries
 * (only when it carries some, or for a plain transfer) and its raw data when it could not be
 * decoded. Addresses are short, with copy.
 */
export function TransactionDetails({ tx, t }: { tx: TransactionSummary; t: ApproveTranslate }) {
  const { action } = tx
  const address = (value: string | null) => (value ? <AddressValue address={value} t={t} /> : '')
  const value = <Row label={t('approve.amount')} value={tx.value} testId="approve-value" />
  const coin = isZero(tx.value) ? null : value
  // A token moved or allowed: how much, to whom (`party`), its contract, the coin sent along.
  const tokenRows = (label: string, amountLine: string, party: ReactNode, amount: TokenAmount) => (
    <dl className="ph-approve__rows">
      <Row label={label} value={amountLine} testId="approve-token-amount" />
      {party}
      <TokenContract amount={amount} t={t} />
      {coin}
    </dl>
  )
  switch (action.kind) {
    case 'erc20Transfer':
      return tokenRows(
        t('approve.transfer'),
        amountText(action.amount, t),
        <Row label={t('approve.recipient')} value={address(action.to)} testId="approve-to" />,
        action.amount,
      )
    case 'erc20Approve':
      return tokenRows(
        action.method === 'approve' ? t('approve.approval') : t('approve.allowanceIncrease'),
        allowanceText(action, t),
        <Row label={t('approve.spender')} value={address(action.spender)} />,
        action.amount,
      )
    case 'operatorApproval':
      return (
        <dl className="ph-approve__rows">
          <Row
            label={action.approved ? t('approve.operatorApproval') : t('approve.operatorRevoke')}
            value={action.collectionName ?? t('approve.unknownContract')}
            testId="approve-operator"
          />
          <Row label={t('approve.operator')} value={address(action.operator)} />
          <Row label={t('approve.collection')} value={address(action.collection)} />
          {coin}
        </dl>
      )
    case 'swap':
      return <SwapDetails action={action} t={t} />
    case 'deploy':
      return (
        <dl className="ph-approve__rows">
          <Row label={t('approve.contract')} value={t('approve.deploy')} />
          {coin}
        </dl>
      )
    case 'unknown':
      return (
        <dl className="ph-approve__rows">
          <Row label={t('approve.contract')} value={address(tx.to)} testId="approve-to" />
          {coin}
          <Row label={t('approve.data')} value={action.data} mono />
        </dl>
      )
    case 'none':
      return (
        <dl className="ph-approve__rows">
          <Row label={t('approve.recipient')} value={address(tx.to)} testId="approve-to" />
          {value}
        </dl>
      )
    default:
      return action satisfies never
  }
}
