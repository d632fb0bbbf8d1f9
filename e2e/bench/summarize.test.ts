import { describe, expect, it } from 'vitest'
import { summarize } from './summarize.ts'

describe('summarize', () => {
  it('default: nearest-rank percentiles of unsorted samples', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i)
    expect(summarize(samples)).toEqual({ runs: 100, p50: 50, p95: 95, p99: 99, min: 1 })
  })
  it('param: one sample is every percentile', () => {
    expect(summarize([7])).toEqual({ runs: 1, p50: 7, p95: 7, p99: 7, min: 7 })
  })
  it('error: no samples', () => {
    expect(() => summarize([])).toThrow(RangeError)
  })
})
