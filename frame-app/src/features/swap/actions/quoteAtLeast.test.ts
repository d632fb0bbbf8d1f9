import type { SwapQuote } from '@porthole/shared-protocol/dataApi'
import { describe, expect, test } from 'vitest'
import type { SwapQuoteRequest } from '../SwapServices.ts'
import { quoteAtLeast } from './quoteAtLeast.ts'

/** A constant-product pool of 100 ETH and 300,000 DUSD (6 decimals), 0.3% fee, 0.5% slippage. */
const RESERVE_IN = 100n * 10n ** 18n
const RESERVE_OUT = 300_000n * 10n ** 6n
function pool() {
  const asked: bigint[] = []
  const getQuote = async (request: SwapQuoteRequest): Promise<SwapQuote> => {
    asked.push(request.amount)
    const withFee = request.amount * 997n
    const out = (withFee * RESERVE_OUT) / (RESERVE_IN * 1000n + withFee)
    const minimum = (out * 9950n) / 10_000n
    return { toAmount: String(out), minimumReceived: String(minimum) } as SwapQuote
  }
  return { asked, services: { getQuote } }
}
const base = {
  from: 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  to: 'eip155:31337:0x3434343434343434343434343434343434343434',
  userAddress: 'eip155:31337:0x5656565656565656565656565656565656565656',
  slippage: 0.5,
  gasPrice: 1n,
}

describe('quoteAtLeast', () => {
  test('default: the amount sold brings at least what is needed, and not much more', async () => {
    const { asked, services } = pool()
    const needed = 1_250_000n
    const found = await quoteAtLeast(services, { ...base, needed, maxIn: 10n ** 18n })
    const received = BigInt(found?.quote.minimumReceived ?? 0)
    expect(received).toBeGreaterThanOrEqual(needed)
    expect(received).toBeLessThan((needed * 1_011n) / 1_000n)
    expect(found?.request.amount).toBe(asked.at(-1))
    expect(asked.length).toBeLessThanOrEqual(5)
  })

  test('behavior: a first probe that already brings far more is not taken: the amount shrinks to the need', async () => {
    const { services } = pool()
    const found = await quoteAtLeast(services, { ...base, needed: 10_000n, maxIn: 10n ** 18n })
    expect(BigInt(found?.quote.minimumReceived ?? 0)).toBeLessThan(10_200n)
    expect(found?.request.amount).toBeLessThan(10n ** 15n)
  })

  test('behavior: null when even all that may be sold does not reach the amount', async () => {
    const { services } = pool()
    const maxIn = 10n ** 15n // about 3 DUSD
    expect(await quoteAtLeast(services, { ...base, needed: 5_000_000n, maxIn })).toBeNull()
  })
})
