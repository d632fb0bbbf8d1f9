import { truncateAddress } from '../../account/chunk.ts'
import type { AddressKind, Allowance } from '../summary/ApprovalSummary.ts'
import type { ApprovalWarning } from './ApprovalWarning.ts'

const symbolOf = ({ amount }: Allowance) => amount.symbol ?? truncateAddress(amount.token)

/**
 * What a spender may take: an unlimited (or more than the supply) allowance, one warning per
 * token; a spender with no code (a key's account, not an app's contract), once.
 */
export function allowanceWarnings(
  spender: string,
  spenderKind: AddressKind,
  allowances: readonly Allowance[],
): ApprovalWarning[] {
  const params = (allowance: Allowance) => ({
    spender: truncateAddress(spender),
    symbol: symbolOf(allowance),
  })
  const warnings: ApprovalWarning[] = allowances
    .filter((allowance) => allowance.unlimited)
    .map((allowance) => ({ key: 'approve.warnUnlimited', params: params(allowance) }))
  const [first] = allowances
  const granted = allowances.some((allowance) => allowance.amount.raw !== '0')
  if (spenderKind === 'eoa' && first && granted)
    warnings.push({
      key: 'approve.warnEoaSpender',
      params: { ...params(first), symbol: allowances.map(symbolOf).join(', ') },
    })
  return warnings
}
