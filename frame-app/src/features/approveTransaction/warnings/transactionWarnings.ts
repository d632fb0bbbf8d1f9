import { truncateAddress } from '../../account/chunk.ts'
import type { Delegation, TransactionSummary } from '../summary/ApprovalSummary.ts'
import type { ApprovalWarning } from './ApprovalWarning.ts'
import { allowanceWarnings } from './allowanceWarnings.ts'
import { lookalikeWarnings } from './lookalikeWarnings.ts'

function actionWarnings({ action }: TransactionSummary, origin: string): ApprovalWarning[] {
  switch (action.kind) {
    case 'unknown':
      return [{ key: 'approve.warnUnknownData', params: { origin } }]
    case 'erc20Approve':
      return allowanceWarnings(action.spender, action.spenderKind, [action])
    case 'operatorApproval':
      return action.approved && action.operatorKind === 'eoa'
        ? [
            {
              key: 'approve.warnEoaOperator',
              params: {
                operator: truncateAddress(action.operator),
                collection: action.collectionName ?? truncateAddress(action.collection),
              },
            },
          ]
        : []
    case 'swap':
      return action.toSelf === false
        ? [
            {
              key: 'approve.warnSwapRecipient',
              params: { recipient: truncateAddress(action.recipient) },
            },
          ]
        : []
    case 'none':
    case 'deploy':
    case 'erc20Transfer':
      return []
    default:
      return action satisfies never
  }
}

/** A delegation to a contract the operator does not allow, or valid on every chain. */
const delegationWarnings = (delegations: readonly Delegation[] = []): ApprovalWarning[] =>
  delegations.flatMap((delegation) => [
    ...(delegation.allowed
      ? []
      : [
          {
            key: 'approve.warnDelegateUnknown' as const,
            params: { delegate: truncateAddress(delegation.delegate) },
          },
        ]),
    ...(delegation.chainId === 0 ? [{ key: 'approve.warnDelegateEveryChain' as const }] : []),
  ])

/**
 * One transaction's warnings: undecoded calldata, an unlimited allowance, an allowance or
 * operator approval to a key's account, a swap that pays another address, a lookalike
 * recipient, an EIP-7702 delegation off the operator's allow-list or for every chain.
 */
export function transactionWarnings(tx: TransactionSummary, origin: string): ApprovalWarning[] {
  return [
    ...delegationWarnings(tx.delegations),
    ...actionWarnings(tx, origin),
    ...lookalikeWarnings(tx.lookalike),
  ]
}
