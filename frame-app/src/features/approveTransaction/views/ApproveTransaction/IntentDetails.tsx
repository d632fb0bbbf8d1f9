import { Fragment } from 'react'
import { useI18n } from '../../../../i18n/I18nContext.tsx'
import type { Allowance, TypedIntent } from '../../summary/ApprovalSummary.ts'
import type { ApproveTranslate } from '../../useApproveT.ts'
import { AddressValue } from './AddressValue.tsx'
import { allowanceText, amountText, timeText } from './amountText.ts'
import { Row } from './Row.tsx'
import { TokenContract } from './TokenContract.tsx'

type SignedAmountProps = {
  label: 'approve.signedApproval' | 'approve.signedTransfer'
  allowance: Allowance
  t: ApproveTranslate
}

/** One token amount a Permit2 signature allows or moves, with its token contract. */
function SignedAmount({ label, allowance, t }: SignedAmountProps) {
  return (
    <>
      <Row label={t(label)} value={allowanceText(allowance, t)} testId="approve-intent-amount" />
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
          <>
            <Row
              label={t('approve.signedApproval')}
              value={allowanceText(intent.allowance, t)}
              testId="approve-intent-amount"
            />
            {spender}
            <TokenContract amount={intent.allowance.amount} t={t} />
          </>
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
        return (
          <>
            <Row
              label={t('approve.signedTransfer')}
              value={amountText(intent.amount, t)}
              testId="approve-intent-amount"
            />
            <Row
              label={t('approve.recipient')}
              value={<AddressValue address={intent.to} t={t} />}
            />
            <TokenContract amount={intent.amount} t={t} />
          </>
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
