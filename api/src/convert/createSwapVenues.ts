import type { ChainEntry } from '../chains/createChainRegistry.ts'
import type { Clock } from '../clock.ts'
import {
  createUniswapV2Router,
  type UniswapV2Router,
} from '../sources/prices/createUniswapV2Router.ts'
import { createSwapMarket, type SwapMarket } from './createSwapMarket.ts'

/** A chain's swap router and what its quotes have read at the chain's recent blocks. */
export type SwapVenue = { router: UniswapV2Router; market: SwapMarket }

/**
 * The swap venue of a chain with a `swaps` config, built once per chain and kept by this api
 * instance (docs/decisions/0234); none without a config.
 */
export function createSwapVenues(clock: Clock): (entry: ChainEntry) => SwapVenue | undefined {
  const venues = new WeakMap<ChainEntry, SwapVenue>()
  return (entry) => {
    const swaps = entry.chain.swaps
    if (!swaps) return undefined
    const known = venues.get(entry)
    if (known) return known
    const router = createUniswapV2Router(entry.reader, swaps.router)
    const venue = { router, market: createSwapMarket(entry.reader, router, clock) }
    venues.set(entry, venue)
    return venue
  }
}
