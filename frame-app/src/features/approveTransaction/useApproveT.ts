import { useMemo } from 'react'
import { createTranslator, type Translate } from '../../i18n/createTranslator.ts'
import { useI18n } from '../../i18n/I18nContext.tsx'
import { type ApproveMessageKey, approveMessages } from './approveMessages.ts'
import { intentMessages } from './intentMessages.ts'
import { simulationMessages } from './simulationMessages.ts'

export type ApproveTranslate = Translate<ApproveMessageKey>

const english = { ...approveMessages, ...intentMessages, ...simulationMessages }

/**
 * ApproveTransaction's strings in the modal's language: the locale's `approve` and
 * `approveIntent` and `approveSimulation` parts, else English (from this chunk).
 */
export function useApproveT(): ApproveTranslate {
  const { locale, catalog } = useI18n()
  return useMemo(
    () =>
      createTranslator<ApproveMessageKey>(
        locale,
        catalog
          ? { ...catalog.approve, ...catalog.approveIntent, ...catalog.approveSimulation }
          : english,
        english,
      ),
    [locale, catalog],
  )
}

const PERIODS = [
  [86_400, 'approve.everyDay'],
  [3_600, 'approve.everyHour'],
  [60, 'approve.everyMinute'],
  [1, 'approve.everySecond'],
] as const

/** A period in seconds as words: "every day", "every 7 days", "every 90 minutes". */
export function periodText(seconds: number, t: ApproveTranslate) {
  const [unit, key] = PERIODS.find(([size]) => seconds % size === 0) ?? PERIODS[3]
  return t(key, { count: seconds / unit })
}

/** `periodText` in the modal's language: the one set of period words, also for Permissions. */
export function usePeriodText(): (seconds: number) => string {
  const t = useApproveT()
  return useMemo(() => (seconds: number) => periodText(seconds, t), [t])
}
