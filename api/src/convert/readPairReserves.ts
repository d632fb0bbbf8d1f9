import { type Address, type PublicClient, zeroAddress } from 'viem'
import type { UniswapV2Router } from '../sources/prices/createUniswapV2Router.ts'
import { uniswapV2FactoryAbi, uniswapV2PairAbi } from '../sources/prices/uniswapV2Abis.ts'

/** A pool's reserves of the pair's first and second token. */
export type PairReserves = readonly [bigint, bigint]

type PoolReads = {
  reader: PublicClient
  router: UniswapV2Router
  /** Known pool addresses by pair (`pairKey`). */
  pairs: Map<string, Address>
  /** The block read at. */
  blockNumber: bigint
  /** `read`'s answer, read once at that block however many ask for it at once. */
  onceAtBlock: <T>(key: string, read: () => Promise<T>) => Promise<T>
}

/** A pair's key whichever way round: its tokens sorted, as a V2 factory sorts them. */
const sorted = (a: Address, b: Address) =>
  a.toLowerCase() < b.toLowerCase() ? ([a, b] as const) : ([b, a] as const)

/**
 * The reserves of the pool of `a` and `b` at `reads.blockNumber`, as [reserve of a, reserve of b], or
 * undefined without a pool. The pool's address is asked of the factory until it has one (then
 * kept), its reserves once per block; concurrent reads go out as one multicall (the reader
 * batches the calls of a tick at one block).
 */
export async function readPairReserves(
  reads: PoolReads,
  a: Address,
  b: Address,
): Promise<PairReserves | undefined> {
  const { reader, router, pairs, blockNumber, onceAtBlock } = reads
  const [token0, token1] = sorted(a, b)
  const key = `${token0.toLowerCase()}:${token1.toLowerCase()}`
  const reserves = await onceAtBlock(`pool:${key}`, async () => {
    let pair = pairs.get(key)
    if (!pair) {
      const found = await reader.readContract({
        address: await router.factory(),
        abi: uniswapV2FactoryAbi,
        functionName: 'getPair',
        args: [token0, token1],
        blockNumber,
      })
      if (found === zeroAddress) return undefined
      pair = found
      pairs.set(key, pair)
    }
    const [reserve0, reserve1] = await reader.readContract({
      address: pair,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
      blockNumber,
    })
    return [reserve0, reserve1] as const
  })
  if (!reserves) return undefined
  return token0 === a ? reserves : ([reserves[1], reserves[0]] as const)
}
