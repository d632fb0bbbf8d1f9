import { afterEach, beforeEach, vi } from 'vitest'

/**
 * Puts every test of the file (or of the `describe` it is called in) on fake timers, the clock
 * at `now` when given, and back on real ones after it.
 * @example fakeTimersInEachTest(1_000_000)
 */
export function fakeTimersInEachTest(now?: number) {
  beforeEach(() => {
    vi.useFakeTimers(now === undefined ? {} : { now })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}
