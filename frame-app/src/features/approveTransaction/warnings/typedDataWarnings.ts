import { truncateAddress } from '../../account/chunk.ts'
import type { DomainMismatch, TypedIntent } from '../summary/ApprovalSummary.ts'
import type { ApprovalWarning } from './ApprovalWarning.ts'
import { allowanceWarnings } from './allowanceWarnings.ts'
import { lookalikeWarnings } from './lookalikeWarnings.ts'

function intentWarnings(intent: TypedIntent | null): ApprovalWarning[] {
  if (!intent) return []
  switch (intent.kind) {
    case 'permit':
      return allowanceWarnings(intent.spender, intent.spenderKind, [intent.allowance])
    case 'permit2Allowance':
      return allowanceWarnings(intent.spender, intent.spenderKind, intent.allowances)
    case 'permit2Transfer':
      return allowanceWarnings(intent.spender, intent.spenderKind, intent.transfers)
    case 'transferAuthorization':
      return lookalikeWarnings(intent.lookalike)
    default:
      return intent satisfies never
  }
}

function domainWarnings(mismatch: DomainMismatch | null): ApprovalWarning[] {
  if (!mismatch) return []
  const contract = mismatch.contract.startsWith('0x')
    ? truncateAddress(mismatch.contract)
    : mismatch.contract
  switch (mismatch.kind) {
    case 'contract':
      return [{ key: 'approve.warnContract', params: { contract } }]
    case 'name':
      return [
        {
          key: 'approve.warnTokenName',
          params: { contract, claimed: mismatch.claimed, actual: mismatch.actual },
        },
      ]
    default:
      return mismatch satisfies never
  }
}

/**
 * A typed message's warnings: for another chain, or for a verifying contract this chain does
 * not have (decision 0264); a domain that is not the contract the message
 * claims to be for; what its token permission grants (`allowanceWarnings`); a lookalike
 * recipient.
 */
export function typedDataWarnings(summary: {
  chainMismatch: boolean
  chainId: number | null
  verifierMissing: boolean
  verifyingContract: string | null
  intent: TypedIntent | null
  domainMismatch: DomainMismatch | null
}): ApprovalWarning[] {
  const chain: ApprovalWarning[] = summary.chainMismatch
    ? [{ key: 'approve.warnChain', params: { chainId: String(summary.chainId) } }]
    : summary.verifierMissing && summary.verifyingContract
      ? [
          {
            key: 'approve.warnNoVerifier',
            params: { contract: truncateAddress(summary.verifyingContract) },
          },
        ]
      : []
  return [...chain, ...domainWarnings(summary.domainMismatch), ...intentWarnings(summary.intent)]
}
