import { createContext, useContext } from 'react'
import { createTranslator, type Translate } from './createTranslator.ts'
import { en, type MessageKey } from './en.ts'
import type { LocaleCatalog } from './LocaleCatalog.ts'
import type { SupportedLocale } from './supportedLocales.ts'

export type I18n = {
  locale: SupportedLocale
  dir: 'ltr' | 'rtl'
  /** The loaded locale's catalogs; null for English (or while the locale loads). */
  catalog: LocaleCatalog | null
  t: Translate<MessageKey>
}

export const I18nContext = createContext<I18n>({
  locale: 'en',
  dir: 'ltr',
  catalog: null,
  t: createTranslator('en', en),
})

export function useI18n(): I18n {
  return useContext(I18nContext)
}

export function useT(): Translate<MessageKey> {
  return useContext(I18nContext).t
}
