import { describe, expect, test } from 'vitest'
import { canonical, matchLocale } from './matchLocale.ts'

describe('matchLocale', () => {
  test('exact tags and languages with a region', () => {
    expect(matchLocale(['fr'])).toBe('fr')
    expect(matchLocale(['pt-BR'])).toBe('pt')
    expect(matchLocale(['es-MX', 'en'])).toBe('es')
    expect(matchLocale(['AR'])).toBe('ar')
  })

  test('Chinese by script or region', () => {
    expect(matchLocale(['zh-TW'])).toBe('zh-TW')
    expect(matchLocale(['zh-Hant-HK'])).toBe('zh-TW')
    expect(matchLocale(['zh-HK'])).toBe('zh-TW')
    expect(matchLocale(['zh'])).toBe('zh-CN')
    expect(matchLocale(['zh-Hans-SG'])).toBe('zh-CN')
  })

  test('the first supported one wins; none is English', () => {
    expect(matchLocale(['nl-NL', 'de-AT', 'fr'])).toBe('de')
    expect(matchLocale(['nl', 'sv'])).toBe('en')
    expect(matchLocale([])).toBe('en')
  })

  test('error: a malformed tag is skipped', () => {
    expect(canonical('en_US!')).toBeNull()
    expect(matchLocale(['en_US!', 'ja'])).toBe('ja')
  })
})
