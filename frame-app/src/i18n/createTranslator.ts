import type { Message, MessageParams } from './Message.ts'

export type Translate<K extends string = string> = (key: K, params?: MessageParams) => string

type LocaleFormats = { plural: Intl.PluralRules; number: Intl.NumberFormat }
const formatsByLocale = new Map<string, LocaleFormats>()

/**
 * The locale's plural rules and number format, made at their first use and kept: building
 * them loads the locale's data, a cost the frame's boot does not pay for a message with no
 * count or number (most of Connect).
 */
function formatsOf(locale: string): LocaleFormats {
  let formats = formatsByLocale.get(locale)
  if (!formats) {
    formats = { plural: new Intl.PluralRules(locale), number: new Intl.NumberFormat(locale) }
    formatsByLocale.set(locale, formats)
  }
  return formats
}

/**
 * Looks a message up (in `messages`, else in `fallback`), picks its plural form for
 * `params.count` with `Intl.PluralRules`, and fills its `{param}` slots; numbers are formatted
 * for the locale. A missing param stays visible as `{param}`, never a crash.
 */
export function createTranslator<K extends string>(
  locale: string,
  messages: Partial<Record<K, Message>>,
  fallback: Record<K, Message> = messages as Record<K, Message>,
): Translate<K> {
  return (key, params) => {
    const message = messages[key] ?? fallback[key]
    const count = params?.count
    const text =
      typeof message === 'string'
        ? message
        : (message[
            formatsOf(locale).plural.select(typeof count === 'number' ? count : Number(count))
          ] ?? message.other)
    return text.replace(/\{(\w+)\}/g, (slot, name: string) => {
      const value = params?.[name]
      if (value === undefined) return slot
      return typeof value === 'number' ? formatsOf(locale).number.format(value) : value
    })
  }
}
