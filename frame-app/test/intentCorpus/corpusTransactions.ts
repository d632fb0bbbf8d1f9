import { concatHex, encodeFunctionData, type Hex, parseAbi, toHex } from 'viem'
import type { SimulationOutcome } from '../../src/features/approveTransaction/chunk.ts'
import { account, dusd, eoa, router, routerV3, usdc } from './corpusChain.ts'

const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
])
const DEADLINE = 1_893_456_000n // 2030-01-01
/** The chain's wrapped coin, as a router's path names it. */
export const weth = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

/** The swap action either router's 0.1 ETH for DUSD decodes to (1 DUSD unit, to the account). */
export const tenthCoinForDusdAction = (swapRouter: string) => ({
  kind: 'swap',
  router: swapRouter,
  exact: 'in',
  sell: { token: weth, raw: '100000000000000000', symbol: 'ETH', amount: '0.1' },
  buy: { token: dusd, raw: '1', symbol: 'DUSD', amount: '0.000001' },
  recipient: account,
  toSelf: true,
  deadline: '1893456000',
})

/**
 * A DUSD-for-USDC swap action as decoded, paid to `eoa` (amounts in whole tokens): exactly
 * `dusdAmount` sold (`in`) or exactly `usdcAmount` bought (`out`).
 */
export const dusdForUsdcAction = (exact: 'in' | 'out', dusdAmount: string, usdcAmount: string) => ({
  kind: 'swap',
  exact,
  sell: { token: dusd, amount: dusdAmount, symbol: 'DUSD' },
  buy: { token: usdc, amount: usdcAmount, symbol: 'USDC' },
  recipient: eoa,
  toSelf: false,
})

/** A Uniswap V2 swap of `value` wei of the coin for DUSD, bought for `to`. */
export const swapCoinForDusd = (value: bigint, to: string = account) => ({
  method: 'eth_sendTransaction',
  params: [
    {
      from: account,
      to: router,
      value: toHex(value),
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [1n, [weth, dusd], to as never, DEADLINE],
      }),
    },
  ],
})

/** A Uniswap V2 swap buying exactly `amountOut` USDC for at most `amountInMax` DUSD. */
export const swapDusdForUsdc = (amountOut: bigint, amountInMax: bigint, to: string = account) => ({
  method: 'eth_sendTransaction',
  params: [
    {
      from: account,
      to: router,
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapTokensForExactTokens',
        args: [amountOut, amountInMax, [dusd, usdc], to as never, DEADLINE],
      }),
    },
  ],
})

const v3Abi = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params)',
  'function exactInput((bytes path, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum) params)',
  'function exactOutputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountOut, uint256 amountInMaximum, uint160 sqrtPriceLimitX96) params)',
  'function multicall(uint256 deadline, bytes[] data)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient)',
])
const toV3 = (data: Hex, value?: bigint) => ({
  method: 'eth_sendTransaction',
  params: [{ from: account, to: routerV3, ...(value ? { value: toHex(value) } : {}), data }],
})
/** SwapRouter02 `calls` in one multicall with the corpus's deadline, paying `value` wei. */
const v3Multicall = (calls: Hex[], value?: bigint) =>
  toV3(
    encodeFunctionData({ abi: v3Abi, functionName: 'multicall', args: [DEADLINE, calls] }),
    value,
  )
/** SwapRouter02's stand-in for the router itself as a swap's recipient. */
const ROUTER_HELD = '0x0000000000000000000000000000000000000002'

/** A Uniswap V3 swap of `value` wei of the coin for DUSD, in a multicall with its deadline. */
export const swapV3CoinForDusd = (value: bigint, to: string = account) =>
  v3Multicall(
    [
      encodeFunctionData({
        abi: v3Abi,
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: weth,
            tokenOut: dusd,
            fee: 3000,
            recipient: to as Hex,
            amountIn: value,
            amountOutMinimum: 1n,
            sqrtPriceLimitX96: 0n,
          },
        ],
      }),
    ],
    value,
  )

/** A Uniswap V3 swap of 10 DUSD through WETH into USDC (a two-pool path), for `to`. */
export const swapV3DusdForUsdc = (to: string = account) =>
  toV3(
    encodeFunctionData({
      abi: v3Abi,
      functionName: 'exactInput',
      args: [
        {
          path: concatHex([dusd, toHex(3000, { size: 3 }), weth, toHex(500, { size: 3 }), usdc]),
          recipient: to as Hex,
          deadline: DEADLINE,
          amountIn: 10_000_000n,
          amountOutMinimum: 9_000_000n,
        },
      ],
    }),
  )

/** A Uniswap V3 purchase of exactly `wei` of the coin for at most 5 DUSD, unwrapped to `to`. */
export const swapV3DusdForCoin = (wei: bigint, to: string = account) =>
  v3Multicall([
    encodeFunctionData({
      abi: v3Abi,
      functionName: 'exactOutputSingle',
      args: [
        {
          tokenIn: dusd,
          tokenOut: weth,
          fee: 3000,
          recipient: ROUTER_HELD,
          amountOut: wei,
          amountInMaximum: 5_000_000n,
          sqrtPriceLimitX96: 0n,
        },
      ],
    }),
    encodeFunctionData({ abi: v3Abi, functionName: 'unwrapWETH9', args: [wei, to as Hex] }),
  ])

/** A type-4 transaction to the account itself that delegates it to `delegate` on `chain`. */
export const delegate = (delegateTo: string, chain: number) => ({
  method: 'eth_sendTransaction',
  params: [
    {
      from: account,
      to: account,
      authorizationList: [{ address: delegateTo, chainId: toHex(chain), nonce: '0x0' }],
    },
  ],
})

/** What the api's simulation answers for a corpus case (none: the case is not simulated). */
export type CorpusSimulation = SimulationOutcome
