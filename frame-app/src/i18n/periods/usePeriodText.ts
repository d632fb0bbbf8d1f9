import { useMemo } from 'react'
import { useCatalogT } from '../useCatalogT.ts'
import { periodMessages } from './periodMessages.ts'

const PERIODS = [
  [86_400, 'period.everyDay'],
  [3_600, 'period.everyHour'],
  [60, 'period.everyMinute'],
  [1, 'period.everySecond'],
] as const

/** A period in seconds as words, in the modal's language: "every day", "every 90 minutes". */
export function usePeriodText(): (seconds: number) => string {
  const t = useCatalogT('periods', periodMessages)
  return useMemo(
    () => (seconds: number) => {
      const [unit, key] = PERIODS.find(([size]) => seconds % size === 0) ?? PERIODS[3]
      return t(key, { count: seconds / unit })
    },
    [t],
  )
}
