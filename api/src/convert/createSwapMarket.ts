import type { Address, Hex, PublicClient } from 'viem'
import type { Clock } from '../clock.ts'
import type { UniswapV2Router } from '../sources/prices/createUniswapV2Router.ts'
import { type PairReserves, readPairReserves } from './readPairReserves.ts'

/** How long quotes use the chain head they last read before reading it again. */
export const QUOTE_HEAD_MS = 1_000
/** Reads remembered per block at most (distinct gas estimates under a flood of requests). */
const MAX_READS_PER_BLOCK = 10_000
/** Blocks whose reads are kept: the head quotes use and a newer one a build just read. */
const KEPT_BLOCKS = 2

/** The block a quote is made at. */
export type ChainHead = { number: bigint; hash: Hex; timestamp: bigint }

/**
 * What one chain's quotes read, kept per block in this api instance (docs/decisions/0234):
 * the head, read at most once per `QUOTE_HEAD_MS`, and each read at a block (a pool's
 * reserves, the gas price, an estimate) made once, however many quotes ask for it at once.
 */
export type SwapMarket = {
  /** The head as last read; read again (once, for every caller) when older than 1 s. */
  head(): Promise<ChainHead>
  /** The head read now, for a transaction about to be built; later quotes use it too. */
  freshHead(): Promise<ChainHead>
  /** `read`'s answer at `at`, read once per block and key; a failed read is not kept. */
  atBlock<T>(at: ChainHead, key: string, read: () => Promise<T>): Promise<T>
  /**
   * The reserves of the pool of each pair at `at`, ordered as the pair's tokens; undefined
   * for a pair without a pool. The reads of one tick go out as one multicall.
   */
  pools(
    at: ChainHead,
    pairs: readonly (readonly [Address, Address])[],
  ): Promise<(PairReserves | undefined)[]>
}

export function createSwapMarket(
  reader: PublicClient,
  router: UniswapV2Router,
  clock: Clock,
): SwapMarket {
  let last: { readAt: number; head: Promise<ChainHead> } | undefined
  const blocks = new Map<Hex, Map<string, Promise<unknown>>>()
  /** Pool addresses by pair: a pool, once created, stays at its address. */
  const pairs = new Map<string, Address>()

  const readHead = () => {
    const head = reader.getBlock({ blockTag: 'latest' }).then((block) => ({
      number: block.number,
      hash: block.hash,
      timestamp: block.timestamp,
    }))
    const entry = { readAt: clock.now(), head }
    last = entry
    head.catch(() => {
      if (last === entry) last = undefined
    })
    return head
  }

  const atBlock = <T>(at: ChainHead, key: string, read: () => Promise<T>): Promise<T> => {
    let reads = blocks.get(at.hash)
    if (!reads) {
      reads = new Map()
      blocks.set(at.hash, reads)
      for (const hash of blocks.keys()) if (blocks.size > KEPT_BLOCKS) blocks.delete(hash)
    }
    const known = reads.get(key)
    if (known) return known as Promise<T>
    const pending = read()
    if (reads.size < MAX_READS_PER_BLOCK) {
      const kept = reads
      kept.set(key, pending)
      pending.catch(() => kept.delete(key))
    }
    return pending
  }

  return {
    head: () => (last && clock.now() - last.readAt < QUOTE_HEAD_MS ? last.head : readHead()),
    freshHead: readHead,
    atBlock,
    pools: (at, wanted) =>
      Promise.all(
        wanted.map(([a, b]) =>
          readPairReserves(
            {
              reader,
              router,
              pairs,
              blockNumber: at.number,
              onceAtBlock: (key, read) => atBlock(at, key, read),
            },
            a,
            b,
          ),
        ),
      ),
  }
}
