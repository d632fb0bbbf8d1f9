import { Hono } from 'hono'
import { type Address, erc20Abi } from 'viem'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import type { ChainEntry } from '../chains/createChainRegistry.ts'
import { NATIVE } from '../sources/PriceSource.ts'
import { validateInput } from '../validateInput.ts'
import { EVM_NATIVE_PLACEHOLDER, type Fungible, PriceBodySchema } from './schemas.ts'

async function pricesOnChain(
  deps: AppDeps,
  entry: ChainEntry,
  addresses: readonly Address[],
): Promise<Fungible[]> {
  const tokens = addresses.filter((address) => address !== EVM_NATIVE_PLACEHOLDER)
  const assets = addresses.map((address) => (address === EVM_NATIVE_PLACEHOLDER ? NATIVE : address))
  const [prices, facts] = await Promise.all([
    deps.prices.pricesUsd(entry, assets),
    entry.reader.multicall({
      contracts: tokens.flatMap((address) => [
        { address, abi: erc20Abi, functionName: 'name' as const },
        { address, abi: erc20Abi, functionName: 'symbol' as const },
      ]),
    }),
  ])
  const icons = new Map(entry.chain.tokens.map((t) => [t.address, t.iconUrl ?? '']))
  const fungibles: Fungible[] = []
  for (const address of addresses) {
    const caip = `${entry.chain.caipNetworkId}:${address}`
    if (address === EVM_NATIVE_PLACEHOLDER) {
      const price = prices.get(NATIVE)
      const { name, symbol, iconUrl = '' } = entry.chain.nativeCurrency
      if (price !== undefined) fungibles.push({ address: caip, name, symbol, iconUrl, price })
      continue
    }
    const price = prices.get(address)
    const index = tokens.indexOf(address)
    const [name, symbol] = [facts[index * 2], facts[index * 2 + 1]]
    if (price === undefined || name?.status !== 'success' || symbol?.status !== 'success') continue
    fungibles.push({
      address: caip,
      name: String(name.result),
      symbol: String(symbol.result),
      iconUrl: icons.get(address) ?? '',
      price,
    })
  }
  return fungibles
}

/**
 * `POST /v1/fungible/price` (SPEC §7): USD prices of CAIP-10 assets from the configured price
 * source. Assets without a price, and assets on unsupported networks, are left out.
 */
export function createFungibleRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post(
    '/v1/fungible/price',
    validateInput('json', PriceBodySchema),
    async (c) => {
      const body = c.req.valid('json')
      const byChain = new Map<string, Address[]>()
      for (const asset of body.addresses) {
        byChain.set(asset.chainId, [...(byChain.get(asset.chainId) ?? []), asset.address])
      }
      const fungibles: Fungible[] = []
      for (const [chainId, addresses] of byChain) {
        const entry = deps.chains.get(chainId)
        if (entry) fungibles.push(...(await pricesOnChain(deps, entry, [...new Set(addresses)])))
      }
      return c.json({ fungibles })
    },
  )
}
