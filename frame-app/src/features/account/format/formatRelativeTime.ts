const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Below 45 s: the locale's words for "a few seconds ago" and "in a few seconds". */
export type FewSeconds = { past: string; future: string }

const FEW_SECONDS_EN: FewSeconds = { past: 'a few seconds ago', future: 'in a few seconds' }

/**
 * SPEC §9 relative time in the locale (`Intl.RelativeTimeFormat`, en-US by default), with the thresholds: a few seconds
 * up to 44 s, a minute up to 89 s, minutes up to 44 min, an hour up to 89 min, hours up to
 * 21 h, a day up to 35 h, days up to 25 d, a month up to 45 d, months up to 319 d, a year up
 * to 547 d, then years. Future times read "in …".
 */
export function formatRelativeTime(
  time: number,
  now: number,
  locale = 'en-US',
  fewSeconds: FewSeconds = FEW_SECONDS_EN,
): string {
  const diff = now - time
  const sign = diff >= 0 ? -1 : 1
  const ms = Math.abs(diff)
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })
  if (ms < 45 * SECOND) return sign < 0 ? fewSeconds.past : fewSeconds.future
  const pick = (): [number, Intl.RelativeTimeFormatUnit] => {
    if (ms < 90 * SECOND) return [1, 'minute']
    if (ms < 45 * MINUTE) return [Math.round(ms / MINUTE), 'minute']
    if (ms < 90 * MINUTE) return [1, 'hour']
    if (ms < 22 * HOUR) return [Math.round(ms / HOUR), 'hour']
    if (ms < 36 * HOUR) return [1, 'day']
    if (ms < 26 * DAY) return [Math.round(ms / DAY), 'day']
    if (ms < 46 * DAY) return [1, 'month']
    if (ms < 320 * DAY) return [Math.max(2, Math.round(ms / (30.4375 * DAY))), 'month']
    if (ms < 548 * DAY) return [1, 'year']
    return [Math.max(2, Math.round(ms / (365.25 * DAY))), 'year']
  }
  const [count, unit] = pick()
  return rtf.format(sign * count, unit)
}
