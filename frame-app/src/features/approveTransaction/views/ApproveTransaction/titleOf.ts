import type { ApproveMessageKey } from '../../approveMessages.ts'
import type { IntentMessageKey } from '../../intentMessages.ts'
import type { SimulationMessageKey } from '../../simulationMessages.ts'
import type { ApprovalSummary, CallAction, TypedIntent } from '../../summary/ApprovalSummary.ts'
import type { ApproveTranslate } from '../../useApproveT.ts'

const METHOD_KEYS: Record<string, true> = Object.fromEntries(
  [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
    'solana:signMessage',
    'solana:signTransaction',
    'solana:signAndSendTransaction',
    'signMessage',
  ].map((method) => [`approve.method.${method}`, true]),
)

function intentTitle(intent: TypedIntent): IntentMessageKey {
  switch (intent.kind) {
    case 'permit':
    case 'permit2Allowance':
      return 'approve.title.allowance'
    case 'permit2Transfer':
    case 'transferAuthorization':
      return 'approve.title.signedTransfer'
    default:
      return intent satisfies never
  }
}

function actionTitle(action: CallAction): IntentMessageKey | SimulationMessageKey | null {
  switch (action.kind) {
    case 'erc20Approve':
      return action.amount.raw === '0' ? 'approve.title.allowanceRevoke' : 'approve.title.allowance'
    case 'operatorApproval':
      return action.approved ? 'approve.title.operator' : 'approve.title.operatorRevoke'
    case 'erc20Transfer':
      return 'approve.title.tokenTransfer'
    case 'swap':
      return 'approve.title.swap'
    case 'none':
    case 'deploy':
    case 'unknown':
      return null
    default:
      return action satisfies never
  }
}

/**
 * The plain title of a decoded request, said as what it does ("Allow token spending"), when the
 * decoder knows the kind: a token permission's typed message, an approval, an operator approval
 * a token transfer or a swap. Null for everything else, which keeps its method's title.
 */
export function plainTitleKey(
  summary: ApprovalSummary | null,
): IntentMessageKey | SimulationMessageKey | null {
  switch (summary?.kind) {
    case 'typedData':
      return summary.intent ? intentTitle(summary.intent) : null
    case 'transaction':
      return summary.transaction.delegations?.length
        ? 'approve.title.delegation'
        : actionTitle(summary.transaction.action)
    case 'permission':
      return 'approve.title.permission'
    case 'permissionRevoke':
      return 'approve.title.permissionRevoke'
    case 'delegationRemoval':
      return 'approve.title.delegationRemoval'
    default:
      return null
  }
}

/** ApproveTransaction's title: the plain title of a known kind, else the method's. */
export function titleOf(
  method: string,
  summary: ApprovalSummary | null,
  t: ApproveTranslate,
): string {
  const plain = plainTitleKey(summary)
  if (plain) return t(plain)
  const count = summary?.kind === 'calls' ? summary.calls.length : 0
  const key = `approve.method.${method}` as ApproveMessageKey
  return key in METHOD_KEYS ? t(key, { count }) : t('approve.method.other', { method })
}
