import { truncateAddress } from '../../../../account/chunk.ts'
import type { ApprovalSummary, Delegation } from '../../../summary/ApprovalSummary.ts'
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

/**
 * The removal of the account's own delegation (decision 0012): what stops, in plain words,
 * then the contract it delegated to and the network.
 */
export function DelegationRemovalDetails(props: {
  summary: Extract<ApprovalSummary, { kind: 'delegationRemoval' }>
  t: ApproveTranslate
}) {
  const { summary, t } = props
  return (
    <section className="ph-approve__section" data-testid="approve-delegation-removal">
      <p className="ph-approve__rule" data-testid="approve-delegation-removal-rule">
        {t('approve.delegationRemovalRule', { delegate: truncateAddress(summary.delegate) })}
      </p>
      <dl className="ph-approve__rows">
        <Row
          label={t('approve.currentDelegation')}
          value={<AddressValue address={summary.delegate} t={t} />}
        />
        <Row label={t('approve.delegationChain')} value={String(summary.chainId)} />
      </dl>
    </section>
  )
}
