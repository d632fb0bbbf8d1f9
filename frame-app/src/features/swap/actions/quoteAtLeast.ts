import type { SwapQuote } from '@porthole/shared-protocol/dataApi'
import type { SwapQuoteRequest, SwapServices } from '../SwapServices.ts'

/** Quotes asked at most before giving up on reaching the amount. */
const ATTEMPTS = 5
/** Each new guess aims this much past the amount (per mille), so a guess rarely falls short. */
const MARGIN_PER_MILLE = 1_005n

export type SwapForAmount = { request: SwapQuoteRequest; quote: SwapQuote }

/**
 * The least sold amount (about) whose quote's minimum received is at least `needed` of `to`:
 * the api quotes an exact amount sold, so the amount is found from a first probe of the rate and
 * then guesses from each quote's rate (a pool pays less per unit as the amount grows, so each
 * guess is checked by its own quote).
 * Null when even `maxIn` (what may be sold) does not reach `needed`, or the quotes never do.
 * @example await quoteAtLeast(services, { ...request, needed: 1_250_000n, maxIn: 10n ** 18n })
 */
export async function quoteAtLeast(
  services: Pick<SwapServices, 'getQuote'>,
  input: Omit<SwapQuoteRequest, 'amount'> & { needed: bigint; maxIn: bigint },
): Promise<SwapForAmount | null> {
  const { needed, maxIn, ...base } = input
  if (needed <= 0n || maxIn <= 0n) return null
  let amount = maxIn / 1_000n > 0n ? maxIn / 1_000n : maxIn
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const request = { ...base, amount }
    const quote = await services.getQuote(request)
    const received = BigInt(quote.minimumReceived)
    // The first quote is a probe of the rate: it may sell far more than needed.
    if (received >= needed && attempt > 0) return { request, quote }
    if (received < needed && amount === maxIn) return null
    const next =
      received > 0n ? (amount * needed * MARGIN_PER_MILLE) / (received * 1_000n) + 1n : amount * 10n
    amount = next > maxIn ? maxIn : next
  }
  return null
}
