import { encodeFunctionData, parseAbi, toHex } from 'viem'
import type { SimulationOutcome } from '../../src/features/approveTransaction/chunk.ts'
import { account, dusd, router, usdc } from './corpusChain.ts'

const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
])
const DEADLINE = 1_893_456_000n // 2030-01-01
/** The chain's wrapped coin, as a router's path names it. */
export const weth = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

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
