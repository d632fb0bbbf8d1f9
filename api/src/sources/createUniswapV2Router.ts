import { type Address, getAddress, type PublicClient, parseAbi, zeroAddress } from 'viem'

export const uniswapV2RouterAbi = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
])

/** A path through the router's pools and the amounts `getAmountsOut` gives along it. */
export type SwapRoute = { path: Address[]; amounts: bigint[] }

/** What the convert routes need from a Uniswap-V2-style router, whatever the fork. */
export type UniswapV2Router = {
  address: Address
  /** The router's wrapped native token (`WETH()`), the hop for native-coin swaps. */
  wrappedNative(): Promise<Address>
  /**
   * The best of the direct path and the one-hop paths through `via`, by amount out; undefined
   * when no path has liquidity.
   */
  bestRoute(
    amountIn: bigint,
    from: Address,
    to: Address,
    via: readonly Address[],
  ): Promise<SwapRoute | undefined>
  /** `amountIn` converted along `path` at the pools' mid prices (no fee, no price impact). */
  midAmountOut(amountIn: bigint, path: readonly Address[]): Promise<bigint>
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * A client for any Uniswap-V2-style router at `address` (Router02's interface): quotes with
 * `getAmountsOut`, mid prices from the pairs of the router's `factory()`.
 */
export function createUniswapV2Router(reader: PublicClient, address: Address): UniswapV2Router {
  const read = <T>(functionName: 'factory' | 'WETH') =>
    reader.readContract({ address, abi: uniswapV2RouterAbi, functionName }) as Promise<T>
  const lookups: { weth?: Promise<Address>; factory?: Promise<Address> } = {}
  const wrappedNative = () => {
    lookups.weth ??= read<Address>('WETH').then(getAddress)
    return lookups.weth
  }
  const factory = () => {
    lookups.factory ??= read<Address>('factory').then(getAddress)
    return lookups.factory
  }
  return {
    address,
    wrappedNative,
    async bestRoute(amountIn, from, to, via) {
      const paths: Address[][] = [
        [from, to],
        ...via.filter((hop) => !same(hop, from) && !same(hop, to)).map((hop) => [from, hop, to]),
      ]
      const results = await reader.multicall({
        contracts: paths.map((path) => ({
          address,
          abi: uniswapV2RouterAbi,
          functionName: 'getAmountsOut' as const,
          args: [amountIn, path] as const,
        })),
        allowFailure: true,
      })
      let best: SwapRoute | undefined
      for (const [index, result] of results.entries()) {
        if (result.status !== 'success') continue
        const amounts = [...result.result]
        const out = amounts.at(-1) ?? 0n
        if (out > 0n && out > (best?.amounts.at(-1) ?? 0n)) {
          best = { path: paths[index] as Address[], amounts }
        }
      }
      return best
    },
    async midAmountOut(amountIn, path) {
      const pools = await Promise.all(
        path.slice(1).map(async (tokenOut, index) => {
          const tokenIn = path[index] as Address
          const pair = await reader.readContract({
            address: await factory(),
            abi: factoryAbi,
            functionName: 'getPair',
            args: [tokenIn, tokenOut],
          })
          if (pair === zeroAddress) return [0n, 0n] as const
          const [[reserve0, reserve1], token0] = await Promise.all([
            reader.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
            reader.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
          ])
          return same(token0, tokenIn)
            ? ([reserve0, reserve1] as const)
            : ([reserve1, reserve0] as const)
        }),
      )
      let amount = amountIn
      for (const [reserveIn, reserveOut] of pools) {
        if (reserveIn === 0n) return 0n
        amount = (amount * reserveOut) / reserveIn
      }
      return amount
    },
  }
}
