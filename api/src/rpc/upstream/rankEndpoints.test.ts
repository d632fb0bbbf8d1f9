import { describe, expect, test } from 'vitest'
import { rankEndpoints } from './rankEndpoints.ts'

const up = (latencyMs: number) => ({ latencyMs, ok: true })
const down = (latencyMs = 1000) => ({ latencyMs, ok: false })

describe('rankEndpoints', () => {
  test('default: before any ping, the configured order', () => {
    expect(rankEndpoints([], 3)).toEqual([0, 1, 2])
  })

  test('behavior: an endpoint that never answers goes last, however fast it fails', () => {
    expect(
      rankEndpoints(
        [
          [down(1), up(300)],
          [down(1), up(300)],
        ],
        2,
      ),
    ).toEqual([1, 0])
  })

  test('behavior: stability weighs 0.7, latency 0.3', () => {
    // A: always up, slow (400 of 400 ms). B: up half the time, fast (10 ms).
    // A = 0.7 × 1 + 0.3 × 0 = 0.7; B = 0.7 × 0.5 + 0.3 × (1 − 10/400) = 0.6425.
    const rounds = [
      [up(400), up(10)],
      [up(400), down(10)],
    ]
    expect(rankEndpoints(rounds, 2)).toEqual([0, 1])
    // Both always up: the faster first.
    expect(rankEndpoints([[up(400), up(10)]], 2)).toEqual([1, 0])
  })
})
