import type { ViewTitle } from '../core/views/defineView.ts'
import { createTranslator } from './createTranslator.ts'
import type { I18n } from './I18nContext.tsx'

/** A view's title in the modal's language: the locale's `titles` entry, else its English. */
export function translateTitle({ locale, catalog }: I18n, { key, en, params }: ViewTitle) {
  return createTranslator(locale, catalog?.titles ?? {}, { [key]: en })(key, params)
}
