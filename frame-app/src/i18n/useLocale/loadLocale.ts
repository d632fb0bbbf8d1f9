import type { LocaleCatalog } from '../LocaleCatalog.ts'
import type { SupportedLocale } from '../supportedLocales.ts'
import { mergeCatalogs } from './mergeCatalogs.ts'

type Loader = () => Promise<{ files: Record<string, unknown> }>

/** One dynamic import per locale, so only the chosen locale's chunk downloads. */
const LOADERS: Record<Exclude<SupportedLocale, 'en'>, Loader> = {
  es: () => import('../locales/es.ts'),
  fr: () => import('../locales/fr.ts'),
  de: () => import('../locales/de.ts'),
  pt: () => import('../locales/pt.ts'),
  it: () => import('../locales/it.ts'),
  ru: () => import('../locales/ru.ts'),
  tr: () => import('../locales/tr.ts'),
  ar: () => import('../locales/ar.ts'),
  'zh-CN': () => import('../locales/zh-CN.ts'),
  'zh-TW': () => import('../locales/zh-TW.ts'),
  ja: () => import('../locales/ja.ts'),
  ko: () => import('../locales/ko.ts'),
  hi: () => import('../locales/hi.ts'),
  id: () => import('../locales/id.ts'),
  vi: () => import('../locales/vi.ts'),
}

/** The catalog of a locale; English is null (its strings are already in the code). */
export async function loadLocale(locale: SupportedLocale): Promise<LocaleCatalog | null> {
  if (locale === 'en') return null
  return mergeCatalogs((await LOADERS[locale]()).files)
}
