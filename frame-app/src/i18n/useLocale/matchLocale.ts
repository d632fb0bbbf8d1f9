import { SUPPORTED_LOCALES, type SupportedLocale } from '../supportedLocales.ts'

const TRADITIONAL = /^zh-(hant|tw|hk|mo)\b/i

/**
 * The first of `requested` (host config, then the browser's languages) the frame speaks:
 * exact tag, then Chinese by script or region (Hant, TW, HK, MO → zh-TW; other zh → zh-CN),
 * then the language alone (`pt-BR` → pt). Tags that are not well-formed BCP 47 are skipped;
 * nothing matching is English.
 */
export function matchLocale(requested: readonly string[]): SupportedLocale {
  for (const raw of requested) {
    const tag = canonical(raw)
    if (!tag) continue
    const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase())
    if (exact) return exact
    const language = tag.split('-')[0]?.toLowerCase()
    if (language === 'zh') return TRADITIONAL.test(tag) ? 'zh-TW' : 'zh-CN'
    const byLanguage = SUPPORTED_LOCALES.find((locale) => locale === language)
    if (byLanguage) return byLanguage
  }
  return 'en'
}

/** The canonical form of a BCP 47 tag, or null when it is not one. */
export function canonical(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null
  } catch {
    return null
  }
}
