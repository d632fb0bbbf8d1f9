import { Hono } from 'hono'
import { type Address, erc20Abi } from 'viem'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import type { ChainEntry } from '../chains/createChainRegistry.ts'
import type { SolanaDataChain } from '../chains/SolanaDataChainSchema.ts'
import { validateInput } from '../input/validateInput.ts'
import { describeSolanaToken } from '../sources/describeSolanaToken.ts'
import { NATIVE } from '../sources/prices/PriceSource.ts'
import { pricedAsUsd } from '../sources/prices/pricedAsUsd.ts'
import {
  EVM_NATIVE_PLACEHOLDER,
  type Fungible,
  PriceBodySchema,
  SOLANA_NATIVE_PLACEHOLDER,
} from './schemas.ts'

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
 * SOL (SPEC §9's solana placeholder) and SPL mints of a cluster, priced as the config prices
 * them on an EVM data chain (`pricedAs`, as its balances are) and named as its balances are.
 */
async function pricesOnCluster(
  deps: AppDeps,
  chain: SolanaDataChain,
  mints: readonly string[],
): Promise<Fungible[]> {
  const known = new Map(chain.tokens.map((token) => [token.mint, token.pricedAs]))
  const mintOf = (address: string) => (address === SOLANA_NATIVE_PLACEHOLDER ? undefined : address)
  const prices = await pricedAsUsd(
    deps,
    mints.map((address) => {
      const mint = mintOf(address)
      return mint === undefined ? chain.nativeCurrency.pricedAs : known.get(mint)
    }),
  )
  return mints.flatMap((address, index) => {
    const price = prices[index]
    if (price === undefined) return []
    const { name, symbol, iconUrl } = describeSolanaToken(chain, mintOf(address))
    return [{ address: `${chain.caipNetworkId}:${address}`, name, symbol, iconUrl, price }]
  })
}

/** The USD prices of `assets` the api knows, grouped by chain (see `createFungibleRoutes`). */
async function priceAssets(
  deps: AppDeps,
  assets: readonly { chainId: string; address: string }[],
): Promise<Fungible[]> {
  const byChain = new Map<string, string[]>()
  for (const asset of assets) {
    byChain.set(asset.chainId, [...(byChain.get(asset.chainId) ?? []), asset.address])
  }
  const fungibles: Fungible[] = []
  for (const [chainId, addresses] of byChain) {
    const unique = [...new Set(addresses)]
    const entry = deps.chains.get(chainId)
    const cluster = deps.solanaChains.get(chainId)
    if (entry) fungibles.push(...(await pricesOnChain(deps, entry, unique as Address[])))
    else if (cluster) fungibles.push(...(await pricesOnCluster(deps, cluster, unique)))
  }
  return fungibles
}

/**
 * `POST /v1/fungible/price` (SPEC §7): USD prices of CAIP-10 assets, each chain's coin named by
 * its namespace's placeholder: on an EVM data chain from the configured price source, on a
 * Solana cluster as its config prices them. Assets without a price, and assets on unsupported
 * networks, are left out.
 */
export function createFungibleRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post(
    '/v1/fungible/price',
    validateInput('json', PriceBodySchema),
    async (c) => c.json({ fungibles: await priceAssets(deps, c.req.valid('json').addresses) }),
  )
}
