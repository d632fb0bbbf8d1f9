import { parseTokenAmount } from '../parseTokenAmount.ts'
import type { SwapQuoteRequest } from '../SwapServices.ts'
import type { SwapContext } from './SwapContext.ts'

/** The request for the form as it stands (its amount must parse). */
export function swapRequest(context: SwapContext): SwapQuoteRequest {
  const token = context.tokens.find((t) => t.address === context.from)
  return {
    amount: parseTokenAmount(context.amount, token?.decimals ?? 18) ?? 0n,
    from: context.from,
    to: context.to,
    userAddress: `${context.account?.caipNetworkId}:${context.account?.address}`,
    slippage: context.slippage,
    gasPrice: context.gasPrice,
  }
}
