import { parseAmount } from '../form/parseAmount.ts'
import { decimalsOf } from '../SendAsset.ts'
import type { SendContext } from './SendContext.ts'

/** The largest amount: the whole token balance, or the native balance minus the fee. */
export function maxAmount(context: SendContext): string {
  const { token } = context
  if (!token) return context.sendTokenAmount
  if (token.address !== undefined || context.fee === null) return token.quantity.numeric
  const decimals = decimalsOf(token)
  const balance = parseAmount(token.quantity.numeric, decimals).units
  const left = balance > context.fee ? balance - context.fee : 0n
  const text = left.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
