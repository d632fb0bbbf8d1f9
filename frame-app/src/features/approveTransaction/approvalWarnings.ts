import { truncateAddress } from '../account/chunk.ts'
import type { ApproveMessageKey } from './approveMessages.ts'
import type { ApprovalSummary, TransactionSummary } from './summary/ApprovalSummary.ts'

export type ApprovalWarning = { key: ApproveMessageKey; params?: Record<string, string> }

function transactionWarnings(tx: TransactionSummary, origin: string): ApprovalWarning[] {
  const { action } = tx
  if (action.kind === 'unknown') return [{ key: 'approve.warnUnknownData', params: { origin } }]
  if (action.kind === 'erc20Approve' && action.unlimited)
    return [
      {
        key: 'approve.warnUnlimited',
        params: {
          spender: truncateAddress(action.spender),
          symbol: action.amount.symbol ?? truncateAddress(action.amount.token),
        },
      },
    ]
  return []
}

/**
 * What the user should be warned of before approving: an unlimited token approval, calldata
 * that could not be decoded, typed data for another chain, a request shown raw.
 */
export function approvalWarnings(summary: ApprovalSummary, origin: string): ApprovalWarning[] {
  switch (summary.kind) {
    case 'transaction':
      return transactionWarnings(summary.transaction, origin)
    case 'calls':
      return summary.calls.flatMap((call) => transactionWarnings(call, origin))
    case 'typedData':
      return summary.chainMismatch
        ? [{ key: 'approve.warnChain', params: { chainId: String(summary.chainId) } }]
        : []
    case 'raw':
      return [{ key: 'approve.warnRaw' }]
    default:
      return []
  }
}
