import { DEFAULT_SWAP_SLIPPAGE_PERCENT } from '@porthole/shared-protocol'
import type { SwapQuote } from '@porthole/shared-protocol/dataApi'
import { type Address, encodeFunctionData, formatEther } from 'viem'
import type { AppDeps } from '../AppEnv.ts'
import { NoSwapRouteError } from '../errors.ts'
import { NATIVE } from '../sources/prices/PriceSource.ts'
import { uniswapV2RouterAbi } from '../sources/prices/uniswapV2Abis.ts'
import type { ChainHead } from './createSwapMarket.ts'
import { candidatePaths, findBestRoute, pairsOf } from './findBestRoute.ts'
import { isNative, poolTokenOf, type SwapContext } from './queries.ts'
import type { CaipAccount } from './schemas.ts'

/** Seconds a built swap stays valid on chain (the router's `deadline`). */
export const SWAP_DEADLINE_SECONDS = 20 * 60

/** Gas a swap typically takes when it cannot be estimated yet (before the approval). */
export const typicalSwapGas = (hops: number) => 120_000n + 60_000n * BigInt(hops - 1)

export type SwapRequest = {
  amount: bigint
  from: CaipAccount
  to: CaipAccount
  user: Address
  slippage?: number | undefined
}

export type PlannedSwap = {
  path: Address[]
  amountOut: bigint
  /** The amount out at the pools' mid prices (no fee, no price impact). */
  midAmountOut: bigint
  minimumReceived: bigint
  slippage: number
  /** The router call that makes the swap, and the coin it carries. */
  data: `0x${string}`
  value: bigint
}

const BPS = 10_000n
const bpsOf = (percent: number) => BigInt(Math.round(percent * 100))

/**
 * The best route for the request at the pools' reserves in block `at` and the router call that
 * swaps along it (native coin in and out through the wrapped token), with the least amount out
 * allowed by the slippage. The reserves of every path's pools are read at once (one multicall),
 * once per block (`SwapMarket`); the amounts are the router's `getAmountsOut` computed here.
 */
export async function planSwap(
  context: SwapContext,
  request: SwapRequest,
  at: ChainHead,
): Promise<PlannedSwap> {
  const { entry, router, market, feeBps } = context
  const [tokenIn, tokenOut, weth] = await Promise.all([
    poolTokenOf(context, request.from.address),
    poolTokenOf(context, request.to.address),
    router.wrappedNative(),
  ])
  const paths = candidatePaths(tokenIn, tokenOut, [
    weth,
    ...entry.chain.tokens.map((token) => token.address),
  ])
  const pairs = pairsOf(paths)
  const reserves = await market.pools(at, pairs)
  const key = (a: Address, b: Address) => `${a}:${b}`.toLowerCase()
  const pools = new Map(pairs.map(([a, b], index) => [key(a, b), reserves[index]]))
  const route = findBestRoute(request.amount, paths, (a, b) => pools.get(key(a, b)), feeBps)
  if (!route) throw new NoSwapRouteError(request.from.address, request.to.address)
  const amountOut = route.amounts.at(-1) ?? 0n
  const slippage = request.slippage ?? DEFAULT_SWAP_SLIPPAGE_PERCENT
  const minimumReceived = (amountOut * (BPS - bpsOf(slippage))) / BPS
  const deadline = at.timestamp + BigInt(SWAP_DEADLINE_SECONDS)
  const { path } = route
  const [data, value] = isNative(request.from.address)
    ? [
        encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: 'swapExactETHForTokens',
          args: [minimumReceived, path, request.user, deadline],
        }),
        request.amount,
      ]
    : [
        encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: isNative(request.to.address)
            ? 'swapExactTokensForETH'
            : 'swapExactTokensForTokens',
          args: [request.amount, minimumReceived, path, request.user, deadline],
        }),
        0n,
      ]
  return {
    path,
    amountOut,
    midAmountOut: route.midAmountOut,
    minimumReceived,
    slippage,
    data,
    value,
  }
}

/**
 * SPEC §7 quote at the chain's head (read at most once a second): the best route's amounts,
 * the price impact against the pools' mid prices, the pools' fee, the minimum received at the
 * slippage, and the network fee. Each chain read is made once per block (docs/decisions/0234),
 * and so is each distinct quote: a second quote in the same block reads nothing from the chain.
 */
export async function quoteSwap(
  deps: AppDeps,
  context: SwapContext,
  request: QuoteRequest,
): Promise<SwapQuote> {
  const at = await context.market.head()
  // The same request in the same block is the same quote (the modal asks again as it refreshes).
  const { amount, from, to, user, slippage, gasPrice } = request
  const key = `quote:${from.address}:${to.address}:${amount}:${user}:${slippage}:${gasPrice}`
  return context.market.atBlock(at, key, () => quoteAt(deps, context, request, at))
}

type QuoteRequest = SwapRequest & { gasPrice?: bigint | undefined }

async function quoteAt(
  deps: AppDeps,
  context: SwapContext,
  request: QuoteRequest,
  at: ChainHead,
): Promise<SwapQuote> {
  const { entry, router, market, feeBps } = context
  const plan = await planSwap(context, request, at)
  const hops = plan.path.length - 1
  const keep = (BPS - BigInt(feeBps)) ** BigInt(hops)
  const scale = BPS ** BigInt(hops)
  const estimate = `gas:${request.user}:${plan.value}:${plan.data}`
  const [gasPrice, gas, prices] = await Promise.all([
    request.gasPrice ?? market.atBlock(at, 'gasPrice', () => entry.reader.getGasPrice()),
    market.atBlock(at, estimate, () =>
      entry.reader
        .estimateGas({
          account: request.user,
          to: router.address,
          data: plan.data,
          value: plan.value,
          blockNumber: at.number,
        })
        .catch(() => typicalSwapGas(hops)),
    ),
    market.atBlock(at, 'nativeUsd', () => deps.prices.pricesUsd(entry, [NATIVE])),
  ])
  const mid = plan.midAmountOut
  const withoutImpact = (mid * keep) / scale
  const impact =
    withoutImpact === 0n
      ? 0
      : Math.max(0, 1 - Number((plan.amountOut * 1_000_000n) / withoutImpact) / 1_000_000) * 100
  const nativeUsd = prices.get(NATIVE)
  const caip = (address: Address) => `${entry.chain.caipNetworkId}:${address}`
  return {
    fromAccount: caip(request.from.address),
    fromAmount: String(request.amount),
    toAccount: caip(request.to.address),
    toAmount: String(plan.amountOut),
    route: plan.path.map(caip),
    priceImpact: Math.round(impact * 10_000) / 10_000,
    fee: String(request.amount - (request.amount * keep) / scale),
    slippage: plan.slippage,
    minimumReceived: String(plan.minimumReceived),
    gas: String(gas),
    gasPrice: String(gasPrice),
    ...(nativeUsd === undefined
      ? {}
      : { networkFeeUsd: Number(formatEther(gas * gasPrice)) * nativeUsd }),
    blockNumber: String(at.number),
  }
}
