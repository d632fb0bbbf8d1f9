import type { AppDeps } from '../../AppEnv.ts'
import { NATIVE } from './PriceSource.ts'

/** Where a Solana asset's price is read: the same asset on an EVM data chain (`pricedAs`). */
export type PricedAs = { caipNetworkId: string; address?: string | undefined }

/**
 * USD prices of `assets` (by index) from the EVM data chains they are priced as, one price
 * source call per chain; undefined where an asset has no `pricedAs` or no price there.
 */
export async function pricedAsUsd(
  deps: Pick<AppDeps, 'chains' | 'prices'>,
  assets: readonly (PricedAs | undefined)[],
): Promise<(number | undefined)[]> {
  const byChain = new Map<string, Set<`0x${string}` | typeof NATIVE>>()
  for (const asset of assets) {
    if (!asset || !deps.chains.get(asset.caipNetworkId)) continue
    const wanted = byChain.get(asset.caipNetworkId) ?? new Set()
    wanted.add((asset.address as `0x${string}` | undefined) ?? NATIVE)
    byChain.set(asset.caipNetworkId, wanted)
  }
  const answers = new Map(
    await Promise.all(
      [...byChain].map(async ([id, wanted]) => {
        const entry = deps.chains.get(id)
        const prices = entry ? await deps.prices.pricesUsd(entry, [...wanted]) : new Map()
        return [id, prices] as const
      }),
    ),
  )
  return assets.map((asset) =>
    asset ? answers.get(asset.caipNetworkId)?.get(asset.address ?? NATIVE) : undefined,
  )
}
