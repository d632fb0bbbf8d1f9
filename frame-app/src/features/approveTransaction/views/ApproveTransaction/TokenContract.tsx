import type { TokenAmount } from '../../summary/ApprovalSummary.ts'
import type { ApproveTranslate } from '../../useApproveT.ts'
import { AddressValue } from './AddressValue.tsx'
import { Row } from './Row.tsx'

/** The token's contract, said to be unknown when it does not answer as a token. */
export function TokenContract({ amount, t }: { amount: TokenAmount; t: ApproveTranslate }) {
  return (
    <Row
      label={t('approve.tokenContract')}
      value={
        <>
          <AddressValue address={amount.token} t={t} />
          {amount.symbol === undefined ? (
            <span className="ph-approve__unknown">{t('approve.unknownContract')}</span>
          ) : null}
        </>
      }
    />
  )
}
