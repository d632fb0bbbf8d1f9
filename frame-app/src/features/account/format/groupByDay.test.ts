import { describe, expect, it } from 'vitest'
import { groupByDay } from './groupByDay.ts'

// Local times, so the days are the same in any time zone the tests run in.
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime()
const now = at(2026, 11, 22, 10)
const group = (times: number[]) =>
  groupByDay(times, (time) => time, now).map((g) => [g.label, g.items.length])

describe('groupByDay', () => {
  it('labels today and yesterday, then dates, keeping the newest-first order', () => {
    const items = [
      at(2026, 11, 22, 9),
      at(2026, 11, 22, 0),
      at(2026, 11, 21, 23),
      at(2026, 11, 21, 1),
      at(2026, 11, 20),
      at(2026, 3, 4),
      at(2025, 12, 31),
    ]
    expect(group(items)).toEqual([
      ['Today', 2],
      ['Yesterday', 2],
      ['November 20', 1],
      ['March 4', 1],
      ['December 31, 2025', 1],
    ])
  })

  it('counts a time ahead of now (a clock skew) as today', () => {
    expect(group([at(2026, 11, 23, 1), at(2026, 11, 22, 8)])).toEqual([['Today', 2]])
  })

  it('keeps the day key stable and nothing for no items', () => {
    expect(groupByDay([at(2026, 3, 4)], (t) => t, now)[0]?.day).toBe('2026-03-04')
    expect(groupByDay([], (t: number) => t, now)).toEqual([])
  })
})
