import type { LocaleCatalog } from './LocaleCatalog.ts'
import type { SupportedLocale } from './supportedLocales.ts'

type Loader = () => Promise<{ catalog: LocaleCatalog }>

/** One dynamic import per locale, so only the chosen locale's chunk downloads. */
const LOADERS: Record<Exclude<SupportedLocale, 'en'>, Loader> = {
  es: () => import('./locales/es/catalog.ts'),
  fr: () => import('./locales/fr/catalog.ts'),
  de: () => import('./locales/de/catalog.ts'),
  pt: () => import('./locales/pt/catalog.ts'),
  it: () => import('./locales/it/catalog.ts'),
  ru: () => import('./locales/ru/catalog.ts'),
  tr: () => import('./locales/tr/catalog.ts'),
  ar: () => import('./locales/ar/catalog.ts'),
  'zh-CN': () => import('./locales/zh-CN/catalog.ts'),
  'zh-TW': () => import('./locales/zh-TW/catalog.ts'),
  ja: () => import('./locales/ja/catalog.ts'),
  ko: () => import('./locales/ko/catalog.ts'),
  hi: () => import('./locales/hi/catalog.ts'),
  id: () => import('./locales/id/catalog.ts'),
  vi: () => import('./locales/vi/catalog.ts'),
}

/** The catalog of a locale; English is null (its strings are already in the code). */
export async function loadLocale(locale: SupportedLocale): Promise<LocaleCatalog | null> {
  if (locale === 'en') return null
  return (await LOADERS[locale]()).catalog
}
