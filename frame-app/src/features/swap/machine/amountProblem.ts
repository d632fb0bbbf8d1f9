import { parseTokenAmount } from '../parseTokenAmount.ts'
import type { SwapContext } from './SwapContext.ts'

/** Why the form cannot be quoted or swapped yet; null when it can. */
export function amountProblem(
  context: Pick<SwapContext, 'tokens' | 'balances' | 'from' | 'to' | 'amount'>,
): 'missing' | 'invalid' | 'sameToken' | 'insufficient' | null {
  if (context.amount.trim() === '') return 'missing'
  if (context.from === context.to) return 'sameToken'
  const token = context.tokens.find((t) => t.address === context.from)
  const units = token ? parseTokenAmount(context.amount, token.decimals) : null
  if (units === null) return 'invalid'
  return units > (context.balances[context.from] ?? 0n) ? 'insufficient' : null
}
