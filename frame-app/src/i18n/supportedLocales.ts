/** The frame's locales: English (in the first paint) and 15 more, each its own lazy chunk. */
export const SUPPORTED_LOCALES = [
  'en',
  'es',
  'fr',
  'de',
  'pt',
  'it',
  'ru',
  'tr',
  'ar',
  'zh-CN',
  'zh-TW',
  'ja',
  'ko',
  'hi',
  'id',
  'vi',
] as const
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]

/** Locales written right to left. */
const RTL: readonly SupportedLocale[] = ['ar']

export const directionOf = (locale: SupportedLocale): 'rtl' | 'ltr' =>
  RTL.includes(locale) ? 'rtl' : 'ltr'
