import type { ApprovalSummary } from './summary/ApprovalSummary.ts'
import type { ApprovalWarning } from './warnings/ApprovalWarning.ts'
import { simulationWarnings } from './warnings/simulationWarnings.ts'
import { transactionWarnings } from './warnings/transactionWarnings.ts'
import { typedDataWarnings } from './warnings/typedDataWarnings.ts'

/**
 * What the user should be warned of before approving (SECURITY #27), each a plain sentence:
 * an unlimited or larger-than-supply allowance, an allowance or operator approval to an account
 * with no code, a lookalike recipient, calldata that could not be decoded, typed data for another
 * chain or another contract than it claims, a message that is not readable text, a request shown
 * raw, a simulation that reverts.
 */
export function approvalWarnings(summary: ApprovalSummary, origin: string): ApprovalWarning[] {
  switch (summary.kind) {
    case 'transaction':
      return [
        ...simulationWarnings(summary.simulation, false),
        ...transactionWarnings(summary.transaction, origin),
      ]
    case 'calls':
      return [
        ...simulationWarnings(summary.simulation, true),
        ...summary.calls.flatMap((call) => transactionWarnings(call, origin)),
      ]
    case 'typedData':
      return typedDataWarnings(summary)
    case 'message':
      return summary.encoding === 'hex' ? [{ key: 'approve.warnHex', params: { origin } }] : []
    case 'raw':
      return [{ key: 'approve.warnRaw' }]
    case 'solanaTransaction':
    case 'permission':
    case 'permissionRevoke':
    case 'delegationRemoval':
      return []
    default:
      return summary satisfies never
  }
}
