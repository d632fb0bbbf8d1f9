import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { announceReady } from './announceReady.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('announceReady', () => {
  test('default: says READY at once and again each second until the frame is heard', () => {
    const say = vi.fn()
    const announcing = announceReady(say)
    expect(say).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(2_500)
    expect(say).toHaveBeenCalledTimes(3)
    announcing.heard()
    vi.advanceTimersByTime(10_000)
    expect(say).toHaveBeenCalledTimes(3)
  })

  test('behavior: a frame that never speaks is told for as long as it waits (20 s), then no more', () => {
    const say = vi.fn()
    announceReady(say)
    vi.advanceTimersByTime(60_000)
    // At once, then at each of the 20 seconds.
    expect(say).toHaveBeenCalledTimes(21)
  })
})
