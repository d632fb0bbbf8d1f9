import { type Address, getAddress, type PublicClient } from 'viem'
import { uniswapV2RouterAbi } from './uniswapV2Abis.ts'

/** What the convert routes need from a Uniswap-V2-style router, whatever the fork. */
export type UniswapV2Router = {
  address: Address
  /** The router's wrapped native token (`WETH()`), the hop for native-coin swaps. */
  wrappedNative(): Promise<Address>
  /** The factory whose pairs the router swaps through (`factory()`). */
  factory(): Promise<Address>
}

/**
 * A client for any Uniswap-V2-style router at `address` (Router02's interface): its wrapped
 * native token and factory, each read once. Quotes are computed from the factory's pools'
 * reserves (`convert/findBestRoute.ts`).
 */
export function createUniswapV2Router(reader: PublicClient, address: Address): UniswapV2Router {
  const read = (functionName: 'factory' | 'WETH') =>
    reader.readContract({ address, abi: uniswapV2RouterAbi, functionName })
  const lookups = new Map<'factory' | 'WETH', Promise<Address>>()
  /** Read once; a read that failed (the chain unreachable) is tried again next time. */
  const lookup = (functionName: 'factory' | 'WETH') => {
    const known = lookups.get(functionName)
    if (known) return known
    const pending = read(functionName).then(getAddress)
    lookups.set(functionName, pending)
    pending.catch(() => lookups.delete(functionName))
    return pending
  }
  return { address, wrappedNative: () => lookup('WETH'), factory: () => lookup('factory') }
}
