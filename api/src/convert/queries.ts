import type { SwapToken } from '@porthole/shared-protocol/dataApi'
import { type Address, erc20Abi, maxUint256 } from 'viem'
import type { AppDeps } from '../AppEnv.ts'
import type { ChainEntry } from '../chains/createChainRegistry.ts'
import { SwapsNotSupportedError, ValidationError } from '../errors.ts'
import { EVM_NATIVE_PLACEHOLDER } from '../fungible/schemas.ts'
import type { UniswapV2Router } from '../sources/prices/createUniswapV2Router.ts'
import { NATIVE, type PricedAsset } from '../sources/prices/PriceSource.ts'
import type { SwapMarket } from './createSwapMarket.ts'
import type { CaipAccount } from './schemas.ts'

/** A served chain with a swap router, what its pools charge and its per-block reads. */
export type SwapContext = {
  entry: ChainEntry
  router: UniswapV2Router
  market: SwapMarket
  feeBps: number
}

/** The swap setup of `chainId`; 'Network not supported for Swaps' without one. */
export function swapContextOf(deps: AppDeps, chainId: string): SwapContext {
  const entry = deps.chains.get(chainId)
  const config = entry?.chain.swaps
  const venue = entry && deps.swapVenue(entry)
  if (!entry || !config || !venue) throw new SwapsNotSupportedError()
  return { entry, ...venue, feeBps: config.feeBps }
}

/** The swap setup of the chain `from` and `to` are on; they must be two tokens of one chain. */
export function swapContextOfPair(deps: AppDeps, from: CaipAccount, to: CaipAccount): SwapContext {
  if (from.chainId !== to.chainId) {
    throw new ValidationError('Invalid query: from and to must be on the same network')
  }
  if (from.address === to.address) {
    throw new ValidationError('Invalid query: from and to must be different tokens')
  }
  return swapContextOf(deps, from.chainId)
}

export const isNative = (address: Address) => address === EVM_NATIVE_PLACEHOLDER

/** The token the router's pools hold for `address` (the wrapped coin for the native one). */
export async function poolTokenOf(context: SwapContext, address: Address): Promise<Address> {
  return isNative(address) ? await context.router.wrappedNative() : address
}

/** How much of `token` the router may take from `owner`; the native coin needs no approval. */
export async function readAllowance(
  context: SwapContext,
  token: Address,
  owner: Address,
): Promise<bigint> {
  if (isNative(token)) return maxUint256
  return context.entry.reader.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, context.router.address],
  })
}

/** Decimals of a token (the chain's for the native coin); a non-token is a 400. */
export async function decimalsOf(context: SwapContext, token: Address): Promise<number> {
  if (isNative(token)) return context.entry.chain.nativeCurrency.decimals
  try {
    return await context.entry.reader.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'decimals',
    })
  } catch (cause) {
    throw new ValidationError(`Invalid query: ${token} is not an ERC-20 token`, { cause })
  }
}

/**
 * The chain's swappable tokens: its native coin and its known tokens, with metadata read on
 * chain and USD prices from the price source (absent when it has none).
 */
export async function listSwapTokens(deps: AppDeps, context: SwapContext): Promise<SwapToken[]> {
  const { entry } = context
  const known = entry.chain.tokens
  const facts = await entry.reader.multicall({
    contracts: known.flatMap(({ address }) => [
      { address, abi: erc20Abi, functionName: 'name' as const },
      { address, abi: erc20Abi, functionName: 'symbol' as const },
      { address, abi: erc20Abi, functionName: 'decimals' as const },
    ]),
    allowFailure: true,
  })
  const assets: PricedAsset[] = [NATIVE, ...known.map((token) => token.address)]
  const prices = await deps.prices.pricesUsd(entry, assets)
  const caip = (address: Address) => `${entry.chain.caipNetworkId}:${address}`
  const price = (asset: PricedAsset) => {
    const value = prices.get(asset)
    return value === undefined ? {} : { price: value }
  }
  const { name, symbol, decimals, iconUrl = '' } = entry.chain.nativeCurrency
  const tokens: SwapToken[] = [
    {
      name,
      symbol,
      address: caip(EVM_NATIVE_PLACEHOLDER),
      decimals,
      logoUri: iconUrl,
      ...price(NATIVE),
    },
  ]
  for (const [index, token] of known.entries()) {
    const [tokenName, tokenSymbol, tokenDecimals] = facts.slice(index * 3, index * 3 + 3)
    if (
      tokenName?.status !== 'success' ||
      tokenSymbol?.status !== 'success' ||
      tokenDecimals?.status !== 'success'
    ) {
      continue
    }
    tokens.push({
      name: String(tokenName.result),
      symbol: String(tokenSymbol.result),
      address: caip(token.address),
      decimals: Number(tokenDecimals.result),
      logoUri: token.iconUrl ?? '',
      ...price(token.address),
    })
  }
  return tokens
}

/**
 * Fee levels in wei: the next block's base fee plus the 25th, 50th and 75th percentile
 * priority fee of the last 10 blocks; on a chain without a base fee, its gas price for all.
 */
export async function readGasPrices(
  entry: ChainEntry,
): Promise<{ standard: string; fast: string; instant: string }> {
  const history = await entry.reader.getFeeHistory({
    blockCount: 10,
    rewardPercentiles: [25, 50, 75],
  })
  const base = history.baseFeePerGas.at(-1)
  if (base === undefined || base === 0n) {
    const price = String(await entry.reader.getGasPrice())
    return { standard: price, fast: price, instant: price }
  }
  const rewards = history.reward ?? []
  const average = (column: number) =>
    rewards.length === 0
      ? 0n
      : rewards.reduce((sum, row) => sum + (row[column] ?? 0n), 0n) / BigInt(rewards.length)
  return {
    standard: String(base + average(0)),
    fast: String(base + average(1)),
    instant: String(base + average(2)),
  }
}
