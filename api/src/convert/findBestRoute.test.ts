import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { amountOut, candidatePaths, findBestRoute, pairsOf } from './findBestRoute.ts'
import type { PairReserves } from './readPairReserves.ts'

const [A, B, C, D]: [Address, Address, Address, Address] = ['0xa', '0xb', '0xc', '0xd']
const uniswap = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)

describe('findBestRoute', () => {
  test('default: 30 bps is UniswapV2Library getAmountOut (997/1000), 25 bps PancakeSwap’s', () => {
    for (const [amount, reserveIn, reserveOut] of [
      [1n, 10n ** 18n, 10n ** 6n],
      [12_345_678n, 99_999n, 10n ** 30n],
      [10n ** 24n, 10n ** 20n, 3n * 10n ** 11n],
    ] as const) {
      expect(amountOut(amount, [reserveIn, reserveOut], 30)).toBe(
        uniswap(amount, reserveIn, reserveOut),
      )
    }
    const withFee = 1000n * 9975n
    expect(amountOut(1000n, [10n ** 6n, 10n ** 6n], 25)).toBe(
      (withFee * 10n ** 6n) / (10n ** 10n + withFee),
    )
    expect(amountOut(1n, [0n, 5n], 30)).toBeUndefined()
  })

  test('behavior: the path with most out wins; a hop without a pool rules its path out', () => {
    const paths = candidatePaths(A, D, [B, C, A, B])
    expect(paths).toEqual([
      [A, D],
      [A, B, D],
      [A, C, D],
    ])
    expect(pairsOf(paths)).toEqual([
      [A, D],
      [A, B],
      [B, D],
      [A, C],
      [C, D],
    ])
    const pools: Record<string, PairReserves> = {
      [`${A}${D}`]: [1000n, 1000n],
      [`${A}${B}`]: [1000n, 4000n],
      [`${B}${D}`]: [1000n, 1000n],
      [`${A}${C}`]: [10n, 10_000_000n],
    }
    const route = findBestRoute(100n, paths, (x, y) => pools[`${x}${y}`], 30)
    const out = uniswap(uniswap(100n, 1000n, 4000n), 1000n, 1000n)
    expect(route).toEqual({
      path: [A, B, D],
      amounts: [100n, uniswap(100n, 1000n, 4000n), out],
      midAmountOut: 400n,
    })
    expect(findBestRoute(100n, [[A, C, D]], (x, y) => pools[`${x}${y}`], 30)).toBeUndefined()
  })
})
