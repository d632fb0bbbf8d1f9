import { type Address, erc20Abi, formatUnits, getAddress, zeroAddress } from 'viem'
import type { ChainEntry } from '../../chains/createChainRegistry.ts'
import { NATIVE, type PricedAsset, type PriceSource } from './PriceSource.ts'
import { uniswapV2FactoryAbi, uniswapV2PairAbi } from './uniswapV2Abis.ts'

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Mid prices from Uniswap-V2-style pools (reserves of `getPair(token, stablecoin)`, or through
 * the wrapped native coin when a token has no stablecoin pool), 1 stablecoin = 1 USD. Works on
 * any chain with such pools; chains without a `prices` config get no prices.
 */
export function createUniswapV2PriceSource(): PriceSource {
  return {
    async pricesUsd(entry: ChainEntry, assets: readonly PricedAsset[]) {
      const prices = new Map<PricedAsset, number>()
      const config = entry.chain.prices
      if (!config || assets.length === 0) return prices
      const reader = entry.reader
      const { stablecoin, wrappedNative, factory } = config
      const tokens = [
        ...new Set(assets.map((asset) => (asset === NATIVE ? wrappedNative : getAddress(asset)))),
      ]
      const decimals = new Map<Address, number>()
      const decimalResults = await reader.multicall({
        contracts: [stablecoin, ...tokens].map((address) => ({
          address,
          abi: erc20Abi,
          functionName: 'decimals' as const,
        })),
      })
      for (const [index, address] of [stablecoin, ...tokens].entries()) {
        const result = decimalResults[index]
        if (result?.status === 'success') decimals.set(address, Number(result.result))
      }
      /** Price of `base` in units of `quote` from their pool, if there is one with liquidity. */
      const pairPrice = async (base: Address, quote: Address): Promise<number | undefined> => {
        const baseDecimals = decimals.get(base)
        const quoteDecimals = decimals.get(quote)
        if (baseDecimals === undefined || quoteDecimals === undefined) return undefined
        const pair = await reader.readContract({
          address: factory,
          abi: uniswapV2FactoryAbi,
          functionName: 'getPair',
          args: [base, quote],
        })
        if (pair === zeroAddress) return undefined
        const [reserves, token0] = await Promise.all([
          reader.readContract({
            address: pair,
            abi: uniswapV2PairAbi,
            functionName: 'getReserves',
          }),
          reader.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
        ])
        const [baseReserve, quoteReserve] = same(token0, base)
          ? [reserves[0], reserves[1]]
          : [reserves[1], reserves[0]]
        if (baseReserve === 0n || quoteReserve === 0n) return undefined
        return (
          Number(formatUnits(quoteReserve, quoteDecimals)) /
          Number(formatUnits(baseReserve, baseDecimals))
        )
      }
      const nativeUsd = await pairPrice(wrappedNative, stablecoin)
      const tokenUsd = async (token: Address): Promise<number | undefined> => {
        if (same(token, stablecoin)) return 1
        if (same(token, wrappedNative)) return nativeUsd
        const direct = await pairPrice(token, stablecoin)
        if (direct !== undefined) return direct
        if (nativeUsd === undefined) return undefined
        const inNative = await pairPrice(token, wrappedNative)
        return inNative === undefined ? undefined : inNative * nativeUsd
      }
      for (const asset of assets) {
        const price = asset === NATIVE ? nativeUsd : await tokenUsd(getAddress(asset))
        if (price !== undefined && Number.isFinite(price)) prices.set(asset, price)
      }
      return prices
    },
  }
}
