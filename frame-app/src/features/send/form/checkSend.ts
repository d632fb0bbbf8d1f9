import type { Namespace } from '@porthole/shared-protocol'
import { decimalsOf, type SendAsset } from '../SendAsset.ts'
import type { SendMessageKey } from '../sendMessages.ts'
import { parseAmount } from './parseAmount.ts'

export type SendField = 'token' | 'amount' | 'receiver'
export type SendProblem = {
  field: SendField
  key: SendMessageKey
  params?: Record<string, string>
}

export type SendCheckInput = {
  namespace: Namespace
  token: SendAsset | null
  /** The native coin's balance item (pays the fee), when the account has one. */
  native: SendAsset | null
  nativeSymbol: string
  amount: string
  /** What the user typed in the receiver field. */
  receiver: string
  /** The address to send to: the typed one when valid, or the name's; '' when neither. */
  receiverAddress: string
  /** The network fee estimate in the native coin's smallest unit, when known. */
  fee: bigint | null
  /** Bitcoin: the least the receiver's output may carry (its dust limit), in satoshis. */
  dustLimit?: bigint | undefined
}

const balanceOf = (asset: SendAsset) => parseAmount(asset.quantity.numeric, decimalsOf(asset)).units

/**
 * SPEC §5 and §8: what stops a send, the first problem with the field it belongs to, or null
 * when the form can go to the preview. Amount and receiver are required ('An amount and receiver
 * address are required'; a non-numeric amount counts as 0), a token on EVM ('A token is
 * required'), an address valid for the namespace, an amount within the balance, and enough of
 * the native coin left for the fee; on Bitcoin no dust.
 */
export function checkSend(input: SendCheckInput): SendProblem | null {
  const { namespace, token } = input
  if (!token) return { field: 'token', key: 'send.tokenRequired' }
  const decimals = decimalsOf(token)
  const { units, fractionDigits } = parseAmount(input.amount, decimals)
  if (fractionDigits > decimals)
    return {
      field: 'amount',
      key: 'send.tooPrecise',
      params: { symbol: token.symbol, decimals: String(decimals) },
    }
  if (units === 0n) return { field: 'amount', key: 'send.required' }
  if (input.receiver.trim() === '') return { field: 'receiver', key: 'send.required' }
  if (input.receiverAddress === '')
    return { field: 'receiver', key: `send.badAddress.${namespace}` }
  if (input.dustLimit !== undefined && units < input.dustLimit)
    return { field: 'amount', key: 'send.dust', params: { symbol: token.symbol } }
  if (units > balanceOf(token))
    return { field: 'amount', key: 'send.insufficient', params: { symbol: token.symbol } }
  if (input.fee !== null) {
    const nativeBalance = input.native ? balanceOf(input.native) : 0n
    const spent = input.fee + (token.address === undefined ? units : 0n)
    if (spent > nativeBalance)
      return { field: 'amount', key: 'send.noGas', params: { symbol: input.nativeSymbol } }
  }
  return null
}
