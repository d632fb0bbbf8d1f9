import { afterEach, describe, expect, test, vi } from 'vitest'
import { createEndpointRanking } from './createEndpointRanking.ts'
import { DEFAULT_RPC } from './RpcOptions.ts'

// The clock the pings' latency is measured with is fake too: every ping takes 0 ms.
const fakeClock = () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] })
afterEach(() => {
  vi.useRealTimers()
})

describe('createEndpointRanking', () => {
  test('behavior: an idle chain is not pinged; once used, its endpoints are pinged every 4 s (SPEC §9 polling)', async () => {
    fakeClock()
    const pinged: string[] = []
    const ranking = createEndpointRanking({
      endpoints: ['a', 'b'],
      intervalMs: DEFAULT_RPC.rankIntervalMs,
      ping: async (url) => {
        pinged.push(url)
        return true
      },
    })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(pinged).toEqual([])
    ranking.order()
    await vi.advanceTimersByTimeAsync(0)
    expect(pinged).toEqual(['a', 'b'])
    await vi.advanceTimersByTimeAsync(3_999)
    expect(pinged).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(pinged).toEqual(['a', 'b', 'a', 'b'])
    ranking.stop()
    await vi.advanceTimersByTimeAsync(8_000)
    expect(pinged).toHaveLength(4)
  })

  test('behavior: a failed ping counts for SPEC §9 10 rounds, then no more', async () => {
    fakeClock()
    let round = 0
    // `first` misses the first round only; `second` always answers. Both answer in 0 ms, so
    // only stability tells them apart, and a tie keeps the configured order.
    const ranking = createEndpointRanking({
      endpoints: ['first', 'second'],
      intervalMs: 1_000,
      ping: async (url) => {
        if (url === 'first') round++
        return url === 'second' || round > 1
      },
    })
    ranking.order()
    const orderAfter = async (rounds: number) => {
      await vi.advanceTimersByTimeAsync(rounds === 1 ? 0 : 1_000)
      await vi.advanceTimersByTimeAsync(0) // the round's pings settle
      expect(round).toBe(rounds)
      return ranking.order()[0]
    }
    expect(await orderAfter(1)).toBe('second')
    // Rounds 2 to 10: the miss is still among the last 10.
    for (let rounds = 2; rounds <= 10; rounds++) expect(await orderAfter(rounds)).toBe('second')
    // Round 11: the miss is out of the window.
    expect(await orderAfter(11)).toBe('first')
    ranking.stop()
  })
})
