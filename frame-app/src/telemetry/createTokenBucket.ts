/**
 * A token bucket: `capacity` tokens, refilled continuously at `capacity` per `windowMs`.
 * `take()` spends one token and says whether there was one. The clock is injected.
 */
export function createTokenBucket(options: {
  capacity: number
  windowMs: number
  now: () => number
}) {
  const rate = options.capacity / options.windowMs
  let tokens = options.capacity
  let last = options.now()
  return {
    take(): boolean {
      const now = options.now()
      tokens = Math.min(options.capacity, tokens + Math.max(0, now - last) * rate)
      last = now
      if (tokens < 1) return false
      tokens -= 1
      return true
    },
  }
}
