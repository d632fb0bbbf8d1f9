const DAY_MS = 24 * 60 * 60 * 1000

export type DayGroup<T> = {
  /** The local calendar day, `YYYY-MM-DD`: a stable key for the group. */
  day: string
  /** "Today", "Yesterday", else the date ("March 4", with the year when not this year). */
  label: string
  items: T[]
}

const localDay = (time: number) => {
  const date = new Date(time)
  return { y: date.getFullYear(), m: date.getMonth(), d: date.getDate() }
}

/**
 * Groups items (newest first) by the local calendar day of `timeOf(item)`, keeping their order,
 * labelled for the locale (en-US by default) by Intl: "Today" and "Yesterday" (`Intl.RelativeTimeFormat`, numeric auto),
 * then the date (`Intl.DateTimeFormat`). A time ahead of `now` (a clock skew) counts as today.
 */
export function groupByDay<T>(
  items: readonly T[],
  timeOf: (item: T) => number,
  now: number,
  locale = 'en-US',
): DayGroup<T>[] {
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  const thisYear = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric' })
  const otherYear = new Intl.DateTimeFormat(locale, { dateStyle: 'long' })
  const today = localDay(now)
  const todayUtc = Date.UTC(today.y, today.m, today.d)
  const label = (time: number) => {
    const { y, m, d } = localDay(time)
    const daysAgo = Math.round((todayUtc - Date.UTC(y, m, d)) / DAY_MS)
    if (daysAgo <= 1) {
      const text = relative.format(-Math.max(daysAgo, 0), 'day')
      return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
    }
    return (y === today.y ? thisYear : otherYear).format(time)
  }
  const groups: DayGroup<T>[] = []
  for (const item of items) {
    const time = timeOf(item)
    const { y, m, d } = localDay(Math.min(time, now))
    const day = `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`
    const last = groups.at(-1)
    if (last?.day === day) last.items.push(item)
    else groups.push({ day, label: label(Math.min(time, now)), items: [item] })
  }
  return groups
}
