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
