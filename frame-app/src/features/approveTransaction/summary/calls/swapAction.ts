import { decodeFunctionData, formatUnits, type Hex, isAddressEqual } from 'viem'
import type { CallAction, TokenAmount } from '../ApprovalSummary.ts'
import type { ChainReads } from '../ChainReads.ts'
import { tokenAmountOf } from './allowanceOf.ts'
import { uniswapV2Abi } from './uniswapV2Abi.ts'

/** What a swap needs beyond its calldata: the coin it carries, and whose account it is. */
export type SwapContext = {
  value: bigint
  nativeCurrency: { symbol: string; decimals: number }
  /** The account the request is from; a swap that pays someone else is warned of. */
  account?: string | undefined
}

type Trade = {
  sell: bigint
  buy: bigint
  exact: 'in' | 'out'
  sellsCoin: boolean
  buysCoin: boolean
}

/** Which amount of a Router02 swap is exact, and which side is the network's coin. */
function tradeOf(name: string, args: readonly unknown[], value: bigint): Trade {
  const n = (index: number) => args[index] as bigint
  const sellsCoin = name.startsWith('swapExactETH') || name.startsWith('swapETH')
  const buysCoin = /ForETH|ForExactETH/.test(name)
  if (name.startsWith('swapExactETH'))
    return { sell: value, buy: n(0), exact: 'in', sellsCoin, buysCoin }
  if (name === 'swapETHForExactTokens')
    return { sell: value, buy: n(0), exact: 'out', sellsCoin, buysCoin }
  if (name.startsWith('swapExact'))
    return { sell: n(0), buy: n(1), exact: 'in', sellsCoin, buysCoin }
  return { sell: n(1), buy: n(0), exact: 'out', sellsCoin, buysCoin }
}

/**
 * A Uniswap V2 Router02 swap (issue 39): what it sells (exactly, or at most) and buys (at
 * least, or exactly), each in its token's units read from the chain (the coin's own for ETH
 * sides), the router, the recipient and whether it is the account itself, and the deadline.
 * Null when the data is not one of the router's swaps.
 */
export async function swapAction(
  router: string,
  data: Hex,
  context: SwapContext,
  reads: ChainReads,
): Promise<CallAction | null> {
  let call: ReturnType<typeof decodeFunctionData<typeof uniswapV2Abi>>
  try {
    call = decodeFunctionData({ abi: uniswapV2Abi, data })
  } catch {
    return null
  }
  const args = call.args as readonly unknown[]
  const [path, to, deadline] = args.slice(-3) as [readonly string[], string, bigint]
  const first = path[0]
  const last = path[path.length - 1]
  if (!first || !last || path.length < 2) return null
  const trade = tradeOf(call.functionName, args, context.value)
  const coin = (token: string, raw: bigint): TokenAmount => ({
    token,
    raw: raw.toString(),
    symbol: context.nativeCurrency.symbol,
    amount: formatUnits(raw, context.nativeCurrency.decimals),
  })
  const [sell, buy] = await Promise.all([
    trade.sellsCoin ? coin(first, trade.sell) : tokenAmountOf(first, trade.sell, reads.readToken),
    trade.buysCoin ? coin(last, trade.buy) : tokenAmountOf(last, trade.buy, reads.readToken),
  ])
  return {
    kind: 'swap',
    router,
    exact: trade.exact,
    sell,
    buy,
    recipient: to,
    toSelf: context.account ? isAddressEqual(to as Hex, context.account as Hex) : null,
    deadline: deadline.toString(),
  }
}
