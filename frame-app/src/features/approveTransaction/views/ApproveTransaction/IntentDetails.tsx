import { Fragment, type ReactNode } from 'react'
import { useI18n } from '../../../../i18n/I18nContext.tsx'
import type { Allowance, TypedIntent } from '../../summary/ApprovalSummary.ts'
import type { ApproveTranslate } from '../../useApproveT.ts'
import { AddressValue } from './AddressValue.tsx'
import { allowanceText, timeText } from './amountText.ts'
import { Row } from './Row.tsx'
import { TokenContract } from './TokenContract.tsx'

type SignedAmountProps = {
  label: 'approve.signedApproval' | 'approve.signedTransfer'
  allowance: Allowance
  t: ApproveTranslate
  /** Rows between the amount and its token contract (the spender, the recipient). */
  children?: ReactNode
}

/** One token amount a signature allows or moves, then `children`, then its token contract. */
function SignedAmount({ label, allowance, t, children }: SignedAmountProps) {
  return (
    <>
      <Row label={t(label)} value={allowanceText(allowance, t)} testId="approve-intent-amount" />
      {children}
      <TokenContract amount={allowance.amount} t={t} />
    </>
  )
}

/**
 * What a signed token permission allows or moves, one row per fact: each token's allowance or
 * transfer (unlimited said so) with its contract, the spender or recipient, the allowance's
 * expiry and the last moment the signature counts.
 */
export function IntentDetails({ intent, t }: { intent: TypedIntent; t: ApproveTranslate }) {
  const { locale } = useI18n()
  const time = (seconds: string) => timeText(seconds, locale, t)
  const spender =
    intent.kind === 'transferAuthorization' ? null : (
      <Row label={t('approve.spender')} value={<AddressValue address={intent.spender} t={t} />} />
    )
  const rows = () => {
    switch (intent.kind) {
      case 'permit':
        return (
          <SignedAmount label="approve.signedApproval" allowance={intent.allowance} t={t}>
            {spender}
          </SignedAmount>
        )
      case 'permit2Allowance':
        return (
          <>
            {intent.allowances.map((allowance, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the allowances are a fixed list per request
              <Fragment key={index}>
                <SignedAmount label="approve.signedApproval" allowance={allowance} t={t} />
                <Row label={t('approve.expires')} value={time(allowance.expiration)} />
              </Fragment>
            ))}
            {spender}
          </>
        )
      case 'permit2Transfer':
        return (
          <>
            {intent.transfers.map((transfer, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the transfers are a fixed list per request
              <SignedAmount key={index} label="approve.signedTransfer" allowance={transfer} t={t} />
            ))}
            {spender}
            <Row label={t('approve.recipient')} value={t('approve.anyRecipient')} />
          </>
        )
      case 'transferAuthorization':
        // A transfer's amount is exact: never unlimited.
        return (
          <SignedAmount
            label="approve.signedTransfer"
            allowance={{ amount: intent.amount, unlimited: false }}
            t={t}
          >
            <Row
              label={t('approve.recipient')}
              value={<AddressValue address={intent.to} t={t} />}
            />
          </SignedAmount>
        )
      default:
        return intent satisfies never
    }
  }
  const deadline = intent.kind === 'transferAuthorization' ? intent.validBefore : intent.deadline
  return (
    <section className="ph-approve__section" data-testid="approve-intent">
      <dl className="ph-approve__rows">
        {rows()}
        <Row label={t('approve.validUntil')} value={time(deadline)} />
      </dl>
    </section>
  )
}
