import { useEffect, useMemo, useState } from 'react'
import { createTranslator } from '../createTranslator.ts'
import { en } from '../en.ts'
import type { I18n } from '../I18nContext.tsx'
import type { LocaleCatalog } from '../LocaleCatalog.ts'
import { directionOf, type SupportedLocale } from '../supportedLocales.ts'
import { loadLocale } from './loadLocale.ts'
import { matchLocale } from './matchLocale.ts'

/**
 * The frame's language: the host's `locale` (config or `setLocale`), else the browser's
 * languages. Its catalog loads as its own chunk; English shows until it has arrived, and a
 * chunk that fails to load leaves English.
 */
export function useLocale(hostLocale: string | null, languages: readonly string[]): I18n {
  // Canonicalising tags (Intl) on every App render would be paid by every state change.
  const wanted = useMemo(
    () => matchLocale(hostLocale ? [hostLocale, ...languages] : languages),
    [hostLocale, languages],
  )
  const [loaded, setLoaded] = useState<{ locale: SupportedLocale; catalog: LocaleCatalog | null }>({
    locale: 'en',
    catalog: null,
  })
  useEffect(() => {
    let live = true
    loadLocale(wanted).then(
      (catalog) => live && setLoaded({ locale: wanted, catalog }),
      () => live && setLoaded({ locale: 'en', catalog: null }),
    )
    return () => {
      live = false
    }
  }, [wanted])
  return useMemo(
    () => ({
      locale: loaded.locale,
      dir: directionOf(loaded.locale),
      catalog: loaded.catalog,
      t: createTranslator(loaded.locale, loaded.catalog?.core ?? en, en),
    }),
    [loaded],
  )
}
