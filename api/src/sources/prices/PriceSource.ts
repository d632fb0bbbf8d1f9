import type { Address } from 'viem'
import type { ChainEntry } from '../../chains/createChainRegistry.ts'

/** The native coin of a chain, where a token address would be. */
export const NATIVE = 'native' as const
export type PricedAsset = Address | typeof NATIVE

/**
 * Where USD prices come from. A source answers only for assets it can price; an asset
 * missing from the answer has no price (never a made-up one).
 */
export type PriceSource = {
  pricesUsd(entry: ChainEntry, assets: readonly PricedAsset[]): Promise<Map<PricedAsset, number>>
}
