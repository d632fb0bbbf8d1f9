import { formatUnits, type Hex, isAddressEqual } from 'viem'
import type { CallAction, TokenAmount } from '../ApprovalSummary.ts'
import type { ChainReads } from '../ChainReads.ts'
import { tokenAmountOf } from './allowanceOf.ts'
import type { SwapContext } from './swapAction.ts'
import { uniswapV3Call } from './uniswapV3Legs.ts'

/** SwapRouter02's stand-ins: 1 is the sender, 2 the router; SwapRouter reads 0 as the router. */
const SENDER = '0x0000000000000000000000000000000000000001'
const ROUTER_HELD = [
  '0x0000000000000000000000000000000000000000',
  '0x0000000000000000000000000000000000000002',
]
const same = (a: string, b: string) => isAddressEqual(a as Hex, b as Hex)

/**
 * A Uniswap V3 router swap (issue 39, decision 0019), alone or in a `multicall`: what it sells
 * (exactly, or at most) and buys (at least, or exactly), in each token's units read from the
 * chain; the network's coin where the call carries `value` (it sells the coin) or unwraps it
 * after the swap (it buys the coin). The recipient is the one who finally gets what it buys:
 * the swap's, or, when the router holds it, the unwrap's or sweep's (the sender when they name
 * none). Null unless the call is exactly one swap.
 */
export async function swapV3Action(
  router: string,
  data: Hex,
  context: SwapContext,
  reads: ChainReads,
): Promise<CallAction | null> {
  const call = uniswapV3Call(data)
  const leg = call?.legs.length === 1 ? call.legs[0] : undefined
  if (!call || !leg) return null
  const held =
    ROUTER_HELD.some((address) => same(address, leg.recipient)) || same(router, leg.recipient)
  const payout = held ? call.payout : null
  const sender = context.account ?? null
  const final = payout
    ? (payout.recipient ?? sender)
    : same(leg.recipient, SENDER)
      ? sender
      : leg.recipient
  const recipient = final ?? leg.recipient
  const coin = (token: string, raw: bigint): TokenAmount => ({
    token,
    raw: raw.toString(),
    symbol: context.nativeCurrency.symbol,
    amount: formatUnits(raw, context.nativeCurrency.decimals),
  })
  const exactIn = leg.exact === 'in'
  const sold = exactIn ? leg.amount : leg.limit
  const bought = exactIn ? leg.limit : leg.amount
  const [sell, buy] = await Promise.all([
    context.value > 0n
      ? coin(leg.tokenIn, sold)
      : tokenAmountOf(leg.tokenIn, sold, reads.readToken),
    payout?.coin
      ? coin(leg.tokenOut, bought)
      : tokenAmountOf(leg.tokenOut, bought, reads.readToken),
  ])
  const deadline = leg.deadline ?? call.deadline
  return {
    kind: 'swap',
    router,
    exact: leg.exact,
    sell,
    buy,
    recipient,
    toSelf: context.account ? same(recipient, context.account) : null,
    deadline: deadline === null ? null : deadline.toString(),
  }
}
