import { useMemo } from 'react'
import { createTranslator, type Translate } from '../../i18n/createTranslator.ts'
import { useI18n } from '../../i18n/I18nContext.tsx'
import { type ApproveMessageKey, approveMessages } from './approveMessages.ts'
import { intentMessages } from './intentMessages.ts'

export type ApproveTranslate = Translate<ApproveMessageKey>

const english = { ...approveMessages, ...intentMessages }

/**
 * ApproveTransaction's strings in the modal's language: the locale's `approve` and
 * `approveIntent` parts, else English (from this chunk).
 */
export function useApproveT(): ApproveTranslate {
  const { locale, catalog } = useI18n()
  return useMemo(
    () =>
      createTranslator<ApproveMessageKey>(
        locale,
        catalog ? { ...catalog.approve, ...catalog.approveIntent } : english,
        english,
      ),
    [locale, catalog],
  )
}
