import type { Hex, PublicClient } from 'viem'
import { expect, test } from 'vitest'
import type { UniswapV2Router } from '../sources/prices/createUniswapV2Router.ts'
import { createTestClock } from '../testing/createTestApp.ts'
import { type ChainHead, createSwapMarket, QUOTE_HEAD_MS } from './createSwapMarket.ts'

/** A reader whose latest block is `tip` (and fails while `down`), counting its head reads. */
function fakeChain() {
  const state = { tip: 1n, down: false, reads: 0 }
  const reader = {
    getBlock: async () => {
      state.reads += 1
      if (state.down) throw new Error('no endpoint answered')
      return { number: state.tip, hash: `0x${state.tip.toString(16)}` as Hex, timestamp: 0n }
    },
  } as unknown as PublicClient
  return { state, reader }
}
const router = {} as UniswapV2Router
const block = (n: bigint): ChainHead => ({ number: n, hash: `0x${n.toString(16)}`, timestamp: 0n })

test('behavior: the head is read once a second, once for every caller, and again at once after a failure', async () => {
  const clock = createTestClock()
  const { state, reader } = fakeChain()
  const market = createSwapMarket(reader, router, clock)
  const heads = await Promise.all([market.head(), market.head(), market.head()])
  expect(heads.map((head) => head.number)).toEqual([1n, 1n, 1n])
  state.tip = 2n
  clock.advance(QUOTE_HEAD_MS - 1)
  expect((await market.head()).number).toBe(1n)
  expect(state.reads).toBe(1)
  expect((await market.freshHead()).number).toBe(2n)
  expect((await market.head()).number).toBe(2n)
  expect(state.reads).toBe(2)
  clock.advance(QUOTE_HEAD_MS)
  state.down = true
  await expect(market.head()).rejects.toThrow('no endpoint answered')
  state.down = false
  state.tip = 3n
  expect((await market.head()).number).toBe(3n)
  expect(state.reads).toBe(4)
})

test('behavior: a read at a block is made once for concurrent callers, a failed one is made again', async () => {
  const market = createSwapMarket(fakeChain().reader, router, createTestClock())
  let reads = 0
  const read = async () => {
    reads += 1
    return reads
  }
  const answers = await Promise.all(
    [1, 2, 3].map(() => market.atBlock(block(7n), 'gasPrice', read)),
  )
  expect(answers).toEqual([1, 1, 1])
  expect(await market.atBlock(block(8n), 'gasPrice', read)).toBe(2)
  expect(await market.atBlock(block(7n), 'gasPrice', read)).toBe(1)
  // A third block: the oldest one's reads are let go.
  expect(await market.atBlock(block(9n), 'gasPrice', read)).toBe(3)
  expect(await market.atBlock(block(7n), 'gasPrice', read)).toBe(4)
  const failing = () => Promise.reject(new Error('reverted'))
  await expect(market.atBlock(block(9n), 'estimate', failing)).rejects.toThrow('reverted')
  expect(await market.atBlock(block(9n), 'estimate', read)).toBe(5)
})
