import { formatUnits } from 'viem'
import type { Allowance, TokenAmount } from '../ApprovalSummary.ts'
import type { ReadToken } from '../ChainReads.ts'

/** Allowances this large are unlimited in practice (no token's supply comes near 2^128). */
export const UNLIMITED = 2n ** 128n

/** `raw` units of `token`: its symbol and amount in its decimals when the chain knows it. */
export async function tokenAmountOf(token: string, raw: bigint, readToken: ReadToken) {
  return (await allowanceOf(token, raw, readToken)).amount
}

/**
 * `raw` units of `token` as an allowance: the amount (in the token's decimals, with its symbol,
 * read from the chain) and whether it is unlimited: at least 2^128, or more than the token's
 * whole supply (decision 0088).
 */
export async function allowanceOf(
  token: string,
  raw: bigint,
  readToken: ReadToken,
): Promise<Allowance> {
  const known = await readToken(token).catch(() => null)
  const amount: TokenAmount = { token, raw: raw.toString() }
  if (known) {
    amount.symbol = known.symbol
    amount.amount = formatUnits(raw, known.decimals)
  }
  const supply = known?.totalSupply
  const unlimited = raw >= UNLIMITED || (supply !== undefined && supply > 0n && raw > supply)
  return { amount, unlimited }
}
