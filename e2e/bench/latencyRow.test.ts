import { describe, expect, test } from 'vitest'
import { latencyRow } from './latencyRow.ts'

const samples = Array.from({ length: 100 }, (_, i) => i + 1)

describe('latencyRow', () => {
  test('default: p50 and p95 of the figure and of its floor, in ms', () => {
    expect(
      latencyRow({ figure: 'open', samples, floorName: 'dialog', floorSamples: [1, 2, 3] }),
    ).toEqual({
      figure: 'open',
      unit: 'ms',
      tailLabel: 'p95',
      value: { runs: 100, p50: 50, tail: 95 },
      floor: { name: 'dialog', value: { runs: 3, p50: 2, tail: 3 } },
    })
  })

  test('param: tail p99', () => {
    const row = latencyRow({
      figure: 'trip',
      samples,
      floorName: 'echo',
      floorSamples: samples,
      tail: 'p99',
    })
    expect(row).toMatchObject({
      tailLabel: 'p99',
      value: { tail: 99 },
      floor: { value: { tail: 99 } },
    })
  })

  test('error: no samples is a RangeError', () => {
    expect(() =>
      latencyRow({ figure: 'x', samples: [], floorName: 'y', floorSamples: [1] }),
    ).toThrow(RangeError)
  })
})
