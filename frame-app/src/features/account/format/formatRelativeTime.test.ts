import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './formatRelativeTime.ts'

const now = Date.UTC(2026, 0, 15)
const ago = (ms: number) => formatRelativeTime(now - ms, now)
const s = 1_000
const min = 60 * s
const h = 60 * min
const d = 24 * h

describe('formatRelativeTime', () => {
  it('follows the SPEC §9 thresholds', () => {
    expect(ago(0)).toBe('a few seconds ago')
    expect(ago(44 * s)).toBe('a few seconds ago')
    expect(ago(45 * s)).toBe('1 minute ago')
    expect(ago(89 * s)).toBe('1 minute ago')
    expect(ago(90 * s)).toBe('2 minutes ago')
    expect(ago(44 * min)).toBe('44 minutes ago')
    expect(ago(45 * min)).toBe('1 hour ago')
    expect(ago(89 * min)).toBe('1 hour ago')
    expect(ago(90 * min)).toBe('2 hours ago')
    expect(ago(21 * h)).toBe('21 hours ago')
    expect(ago(22 * h)).toBe('1 day ago')
    expect(ago(35 * h)).toBe('1 day ago')
    expect(ago(36 * h)).toBe('2 days ago')
    expect(ago(25 * d)).toBe('25 days ago')
    expect(ago(26 * d)).toBe('1 month ago')
    expect(ago(46 * d)).toBe('2 months ago')
    expect(ago(319 * d)).toBe('10 months ago')
    expect(ago(320 * d)).toBe('1 year ago')
    expect(ago(548 * d)).toBe('2 years ago')
    expect(ago(5 * 365 * d)).toBe('5 years ago')
  })

  it('reads a time ahead of the clock as future', () => {
    expect(formatRelativeTime(now + 10 * s, now)).toBe('in a few seconds')
    expect(formatRelativeTime(now + 3 * h, now)).toBe('in 3 hours')
  })
})

describe('formatRelativeTime in other locales', () => {
  it('uses Intl for the locale and the given words below 45 s', () => {
    expect(formatRelativeTime(now - 2 * 60_000, now, 'fr')).toBe('il y a 2 minutes')
    expect(formatRelativeTime(now - 3 * 3_600_000, now, 'de')).toBe('vor 3 Stunden')
    expect(
      formatRelativeTime(now - 5_000, now, 'es', { past: 'hace unos segundos', future: '-' }),
    ).toBe('hace unos segundos')
  })
})
