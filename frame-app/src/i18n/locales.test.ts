import { describe, expect, test } from 'vitest'
import type { RegisteredView } from '../core/views/defineView.ts'
import { en } from './en.ts'
import { errorMessages } from './errorMessages.ts'
import type { LocaleCatalog } from './LocaleCatalog.ts'
import type { Message } from './Message.ts'
import { periodMessages } from './periods/periodMessages.ts'
import { SUPPORTED_LOCALES } from './supportedLocales.ts'
import { loadLocale } from './useLocale/loadLocale.ts'

type Catalogs = Record<string, Record<string, Message>>

/** Each feature's English catalogs, by name: what its chunk.ts lists as `englishCatalogs`. */
const features = import.meta.glob<Catalogs | undefined>('../features/*/chunk.ts', {
  eager: true,
  import: 'englishCatalogs',
})

/** Each view's title, from its feature's `views/create<Feature>Views.ts`. */
const viewFactories = import.meta.glob<Record<string, () => Record<string, RegisteredView>>>(
  '../features/*/views/create*Views.ts',
  { eager: true },
)
const titles = Object.values(viewFactories)
  .flatMap((module) => Object.values(module).flatMap((create) => Object.values(create())))
  .map((view) => view.title({}))

const ENGLISH: Catalogs = Object.assign(
  {
    core: en,
    errors: errorMessages,
    periods: periodMessages,
    titles: Object.fromEntries(titles.map(({ key, en }) => [key, en])),
  },
  ...Object.values(features).filter(Boolean),
)

const forms = (message: Message): string[] =>
  typeof message === 'string' ? [message] : Object.values(message)
const slots = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort()
const slotsOf = (message: Message) => [...new Set(forms(message).flatMap(slots))].sort()

/** Every problem of one locale's catalog against English, as readable lines. */
function problems(locale: string, catalog: LocaleCatalog | Catalogs): string[] {
  const found: string[] = []
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
  for (const [part, english] of Object.entries(ENGLISH)) {
    const translated: Record<string, Message> = (catalog as Catalogs)[part] ?? {}
    for (const key of Object.keys(english)) {
      const message = translated[key]
      if (message === undefined) {
        found.push(`${locale} ${part}: misses '${key}'`)
        continue
      }
      const wanted = slotsOf(english[key] as Message)
      for (const text of forms(message)) {
        const extra = slots(text).filter((slot) => !wanted.includes(slot))
        if (extra.length) found.push(`${locale} ${part}.${key}: unknown ${extra.join(' ')}`)
        if (!text.trim()) found.push(`${locale} ${part}.${key}: empty`)
      }
      if (slotsOf(message).join() !== wanted.join())
        found.push(`${locale} ${part}.${key}: placeholders ${slotsOf(message)} ≠ ${wanted}`)
      if (typeof message !== 'string') {
        if (!message.other) found.push(`${locale} ${part}.${key}: plural without 'other'`)
        for (const form of Object.keys(message))
          if (!categories.includes(form as Intl.LDMLPluralRule))
            found.push(`${locale} ${part}.${key}: '${form}' is not a plural form of ${locale}`)
      }
    }
    for (const key of Object.keys(translated))
      if (!(key in english)) found.push(`${locale} ${part}: has '${key}', which English lacks`)
  }
  for (const part of Object.keys(catalog))
    if (!(part in ENGLISH)) found.push(`${locale}: has a catalog '${part}', which English lacks`)
  return found
}

describe('locale catalogs', () => {
  test('16 locales: English and 15 more', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(16)
  })

  test.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    '%s has every English key, no other key, and the same placeholders',
    async (locale) => {
      const catalog = await loadLocale(locale)
      expect(catalog).not.toBeNull()
      expect(problems(locale, catalog as LocaleCatalog)).toEqual([])
    },
  )

  test('error: a missing key, an extra key and a changed placeholder are each reported', () => {
    const catalog = structuredClone(ENGLISH) as LocaleCatalog
    const broken = catalog.core as Record<string, Message>
    delete broken['modal.close']
    broken['connect.typo'] = 'x'
    broken['connecting.continueIn'] = 'Continue in {nom}'
    expect(problems('en', catalog)).toEqual([
      "en core: misses 'modal.close'",
      'en core.connecting.continueIn: unknown {nom}',
      'en core.connecting.continueIn: placeholders {nom} ≠ {name}',
      "en core: has 'connect.typo', which English lacks",
    ])
  })

  test("error: a plural without 'other' and a catalog English lacks are each reported", () => {
    const catalog = structuredClone(ENGLISH)
    ;(catalog.periods as Catalogs[string])['period.everyDay'] = {
      one: 'every {count} day',
    } as unknown as Message
    catalog.typo = {}
    expect(problems('en', catalog)).toEqual([
      "en periods.period.everyDay: plural without 'other'",
      "en: has a catalog 'typo', which English lacks",
    ])
  })
})
