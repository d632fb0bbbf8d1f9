import { EVM_NATIVE_PLACEHOLDER } from '@porthole/shared-protocol'
import type { SwapToken } from '@porthole/shared-protocol/dataApi'
import type { SwapAccount } from '../machine/SwapContext.ts'
import { tradeItemOf } from '../machine/tradeItemOf.ts'
import type { SwapServices } from '../SwapServices.ts'
import { quoteAtLeast } from './quoteAtLeast.ts'

/** Why a swap for an amount stopped without the amount; a wallet's refusal keeps its 4001. */
export class SwapShortError extends Error {
  override name = 'SwapShortError'
  constructor(readonly reason: 'noQuote' | 'reverted' | 'timeout') {
    super(`The swap did not bring the amount (${reason}).`)
  }
}

export type SwapAtLeastInput = {
  account: SwapAccount
  /** The network's tokens as the api lists them (names and decimals for Activity). */
  tokens: SwapToken[]
  /** The token sold, as a CAIP-10 id; the native coin when omitted (no approval asked). */
  from?: string | undefined
  /** The token bought, as a CAIP-10 id. */
  to: string
  /** The least amount of `to` wanted, in its smallest unit. */
  needed: bigint
  /** The most that may be sold (of the coin: the balance less the network fees to come). */
  maxIn: bigint
  slippage: number
  gasPrice: bigint | null
}

/**
 * Sells the network's native coin (or the token `from`) for at least `needed` of `to` through
 * the same api routes, checks and wallet path as the Swap view (`quoteAtLeast`; for a token,
 * the router's allowance and an approval of the amount when short; then build, send,
 * receipt), and lists the swap in Activity as the Swap view does. Resolves with the swap's
 * hash once it is mined.
 * @example await swapAtLeast(services, { account, tokens, to: 'eip155:1:0xa0b8…', needed, maxIn, slippage: 0.5, gasPrice })
 */
export async function swapAtLeast(services: SwapServices, input: SwapAtLeastInput) {
  const { account, tokens, to, needed, maxIn, slippage, gasPrice } = input
  const native = `${account.caipNetworkId}:${EVM_NATIVE_PLACEHOLDER}`
  const from = input.from ?? native
  const userAddress = `${account.caipNetworkId}:${account.address}`
  const planned = await quoteAtLeast(services, {
    from,
    to,
    userAddress,
    slippage,
    gasPrice,
    needed,
    maxIn,
  })
  if (!planned) throw new SwapShortError('noQuote')
  const { amount } = planned.request
  if (from !== native && (await services.getAllowance(from, userAddress)) < amount) {
    const approval = await services.buildApprove({ from, to, userAddress, amount })
    const approved = await services.waitForReceipt(await services.send(approval))
    if (approved !== 'success') throw new SwapShortError(approved)
  }
  const tx = await services.buildSwap(planned.request)
  const hash = await services.send(tx)
  const { quote } = planned
  services.recordSwap(tradeItemOf({ tokens, account, tx, from, to, quote }, hash, new Date()))
  const status = await services.waitForReceipt(hash)
  if (status === 'timeout') throw new SwapShortError('timeout')
  services.settleSwap(hash, status === 'success' ? 'confirmed' : 'failed')
  if (status === 'reverted') throw new SwapShortError('reverted')
  return hash
}
