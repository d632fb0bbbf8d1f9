import { decodeFunctionData, isHex } from 'viem'
import type { CallAction } from '../ApprovalSummary.ts'
import type { ChainReads } from '../ChainReads.ts'
import { allowanceAction } from './allowanceAction.ts'
import { tokenAmountOf } from './allowanceOf.ts'
import { intentAbi } from './intentAbi.ts'
import { operatorAction } from './operatorAction.ts'
import { type SwapContext, swapAction } from './swapAction.ts'
import { swapV3Action } from './swapV3Action.ts'

function decode(data: `0x${string}`) {
  try {
    return decodeFunctionData({ abi: intentAbi, data })
  } catch {
    return null
  }
}

/**
 * What a call's data does, decoded with viem against `intentAbi`: a token transfer, an
 * allowance, an operator approval, a Uniswap V2 or V3 swap (`swapAction`, `swapV3Action`); no data; a deployment (no `to`); anything else `unknown`,
 * shown raw.
 */
export async function decodeCallAction(
  to: string | null,
  data: string,
  reads: ChainReads,
  swap: SwapContext = { value: 0n, nativeCurrency: { symbol: 'ETH', decimals: 18 } },
): Promise<CallAction> {
  if (data === '0x' || data === '') return { kind: 'none' }
  if (!to) return { kind: 'deploy' }
  const call = isHex(data) ? decode(data) : null
  if (!call)
    return (
      (isHex(data) &&
        ((await swapAction(to, data, swap, reads)) ??
          (await swapV3Action(to, data, swap, reads)))) || { kind: 'unknown', data }
    )
  switch (call.functionName) {
    case 'transfer': {
      const [receiver, raw] = call.args
      return {
        kind: 'erc20Transfer',
        to: receiver,
        amount: await tokenAmountOf(to, raw, reads.readToken),
      }
    }
    case 'approve':
    case 'increaseAllowance':
      return allowanceAction(call.functionName, to, call.args, reads)
    case 'setApprovalForAll':
      return operatorAction(to, call.args, reads)
    default:
      return call satisfies never
  }
}
