import { decodeFunctionData, getAddress, type Hex, sliceHex } from 'viem'
import { uniswapV3Abi } from './uniswapV3Abi.ts'

/** One V3 swap as signed: the exact side's amount, the other side's limit, who receives it. */
export type V3Leg = {
  tokenIn: string
  tokenOut: string
  exact: 'in' | 'out'
  amount: bigint
  limit: bigint
  recipient: string
  deadline: bigint | null
}

/** What a V3 router call holds: its swaps, where the router pays out after them, a deadline. */
export type V3Call = {
  legs: V3Leg[]
  /** `unwrapWETH9` (the coin) or `sweepToken` after the swap: its recipient, null for the sender. */
  payout: { coin: boolean; recipient: string | null } | null
  deadline: bigint | null
}

/** A V3 path is token (20 bytes), fee (3), token...: its first and last token. */
const ends = (path: Hex) => [
  getAddress(sliceHex(path, 0, 20)),
  getAddress(sliceHex(path, (path.length - 2) / 2 - 20)),
]

function decode(data: Hex) {
  try {
    return decodeFunctionData({ abi: uniswapV3Abi, data })
  } catch {
    return null
  }
}

type Params = Record<string, unknown> & { recipient: string }

function legOf(name: string, params: Params): V3Leg {
  const deadline = typeof params.deadline === 'bigint' ? params.deadline : null
  const common = { recipient: params.recipient, deadline }
  const exactIn = name.startsWith('exactInput')
  const amount = (exactIn ? params.amountIn : params.amountOut) as bigint
  const limit = (exactIn ? params.amountOutMinimum : params.amountInMaximum) as bigint
  if (name.endsWith('Single'))
    return {
      tokenIn: params.tokenIn as string,
      tokenOut: params.tokenOut as string,
      exact: exactIn ? 'in' : 'out',
      amount,
      limit,
      ...common,
    }
  // exactOutput's path runs backwards: from what it buys to what it sells.
  const [first, last] = ends(params.path as Hex) as [string, string]
  return {
    tokenIn: exactIn ? first : last,
    tokenOut: exactIn ? last : first,
    exact: exactIn ? 'in' : 'out',
    amount,
    limit,
    ...common,
  }
}

/**
 * A Uniswap V3 SwapRouter or SwapRouter02 call read as its swaps (`exactInputSingle`,
 * `exactInput`, `exactOutputSingle`, `exactOutput`), alone or wrapped in `multicall` with the
 * coin unwrapped (`unwrapWETH9`) or a token swept (`sweepToken`) to a recipient; `refundETH`
 * is read as nothing. Null when the data is none of these, or a multicall holds anything else.
 */
export function uniswapV3Call(data: Hex, depth = 0): V3Call | null {
  const call = decode(data)
  if (!call) return null
  const args = call.args as readonly unknown[]
  switch (call.functionName) {
    case 'multicall': {
      if (depth > 0) return null
      const [deadline, inner] = (args.length === 2 ? args : [null, args[0]]) as [
        bigint | null,
        readonly Hex[],
      ]
      const parts = inner.map((item) => uniswapV3Call(item, 1))
      if (parts.some((part) => part === null)) return null
      const found = parts as V3Call[]
      return {
        legs: found.flatMap((part) => part.legs),
        payout: found.find((part) => part.payout)?.payout ?? null,
        deadline,
      }
    }
    case 'unwrapWETH9':
    case 'sweepToken': {
      // The recipient is the last argument when there is one, else the sender (SwapRouter02).
      const coin = call.functionName === 'unwrapWETH9'
      const recipient = args[coin ? 1 : 2]
      return {
        legs: [],
        payout: { coin, recipient: typeof recipient === 'string' ? recipient : null },
        deadline: null,
      }
    }
    case 'refundETH':
      return { legs: [], payout: null, deadline: null }
    default:
      return {
        legs: [legOf(call.functionName, args[0] as Params)],
        payout: null,
        deadline: null,
      }
  }
}
