import type { Delegation } from '../../../summary/ApprovalSummary.ts'
import type { ApproveTranslate } from '../../../useApproveT.ts'
import { AddressValue } from '../AddressValue.tsx'
import { Row } from '../Row.tsx'

/**
 * One EIP-7702 authorization: the contract that would run as the account, the networks it is
 * valid on ("Every network" for chain 0), and what the account delegates to now.
 */
export function DelegationDetails(props: { delegation: Delegation; t: ApproveTranslate }) {
  const { delegation, t } = props
  return (
    <dl className="ph-approve__rows ph-approve__delegation" data-testid="approve-delegation">
      <Row
        label={t('approve.delegate')}
        value={<AddressValue address={delegation.delegate} t={t} />}
      />
      <Row
        label={t('approve.delegationChain')}
        value={delegation.chainId === 0 ? t('approve.everyChain') : String(delegation.chainId)}
        testId="approve-delegation-chain"
      />
      <Row
        label={t('approve.currentDelegation')}
        value={
          delegation.current ? (
            <AddressValue address={delegation.current} t={t} />
          ) : (
            t('approve.noDelegation')
          )
        }
      />
    </dl>
  )
}
