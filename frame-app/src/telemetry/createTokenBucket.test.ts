import { describe, expect, test } from 'vitest'
import { createTokenBucket } from './createTokenBucket.ts'

function setup() {
  let clock = 1_000
  const bucket = createTokenBucket({ capacity: 5, windowMs: 60_000, now: () => clock })
  return { bucket, advance: (ms: number) => (clock += ms) }
}

describe('createTokenBucket', () => {
  test('default: 5 events pass, the 6th within the window does not', () => {
    const { bucket } = setup()
    expect(Array.from({ length: 6 }, () => bucket.take())).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ])
  })

  test('behavior: one token comes back every 12 s, never more than 5', () => {
    const { bucket, advance } = setup()
    for (let i = 0; i < 5; i++) bucket.take()
    advance(11_999)
    expect(bucket.take()).toBe(false)
    advance(1)
    expect(bucket.take()).toBe(true)
    expect(bucket.take()).toBe(false)
    advance(10 * 60_000)
    expect(Array.from({ length: 6 }, () => bucket.take()).filter(Boolean)).toHaveLength(5)
  })
})
