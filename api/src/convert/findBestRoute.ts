import type { Address } from 'viem'
import type { PairReserves } from './readPairReserves.ts'

/** A path through the pools, the amounts along it and its amount out at mid prices. */
export type SwapRoute = { path: Address[]; amounts: bigint[]; midAmountOut: bigint }

const BPS = 10_000n
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The direct path and the one-hop paths through `via`, as a V2 router takes them. */
export function candidatePaths(from: Address, to: Address, via: readonly Address[]): Address[][] {
  const hops = via.filter((hop, index) => {
    const first = via.findIndex((other) => same(other, hop)) === index
    return first && !same(hop, from) && !same(hop, to)
  })
  return [[from, to], ...hops.map((hop) => [from, hop, to])]
}

/** Every pair a path swaps through, each once. */
export function pairsOf(paths: readonly Address[][]): (readonly [Address, Address])[] {
  const pairs = new Map<string, readonly [Address, Address]>()
  for (const path of paths) {
    for (const [index, tokenIn] of path.slice(0, -1).entries()) {
      const tokenOut = path[index + 1] as Address
      pairs.set(`${tokenIn}:${tokenOut}`.toLowerCase(), [tokenIn, tokenOut])
    }
  }
  return [...pairs.values()]
}

/**
 * A V2 pool's amount out (`getAmountOut` of UniswapV2Library with the pools' fee in basis
 * points: 30 is its 997/1000); undefined where the router's call would revert (no liquidity).
 */
export function amountOut(
  amountIn: bigint,
  [reserveIn, reserveOut]: PairReserves,
  feeBps: number,
): bigint | undefined {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return undefined
  const withFee = amountIn * (BPS - BigInt(feeBps))
  return (withFee * reserveOut) / (reserveIn * BPS + withFee)
}

/**
 * The path with the most out for `amountIn` at the given reserves (`poolOf` a hop's reserves
 * as [in, out], undefined without a pool), the amounts `getAmountsOut` gives along it and
 * its amount at the pools' mid prices; undefined when no path has liquidity.
 */
export function findBestRoute(
  amountIn: bigint,
  paths: readonly Address[][],
  poolOf: (tokenIn: Address, tokenOut: Address) => PairReserves | undefined,
  feeBps: number,
): SwapRoute | undefined {
  let best: SwapRoute | undefined
  for (const path of paths) {
    const amounts = [amountIn]
    let mid = amountIn
    for (const [index, tokenIn] of path.slice(0, -1).entries()) {
      const pool = poolOf(tokenIn, path[index + 1] as Address)
      const out = pool && amountOut(amounts[index] as bigint, pool, feeBps)
      if (!pool || out === undefined) break
      amounts.push(out)
      mid = (mid * pool[1]) / pool[0]
    }
    const out = amounts.at(-1) ?? 0n
    if (amounts.length !== path.length || out === 0n) continue
    if (out > (best?.amounts.at(-1) ?? 0n)) best = { path, amounts, midAmountOut: mid }
  }
  return best
}
