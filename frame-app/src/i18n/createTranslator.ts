import type { Message, MessageParams } from './Message.ts'

export type Translate<K extends string = string> = (key: K, params?: MessageParams) => string

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
  const plural = new Intl.PluralRules(locale)
  const number = new Intl.NumberFormat(locale)
  return (key, params) => {
    const message = messages[key] ?? fallback[key]
    const count = params?.count
    const text =
      typeof message === 'string'
        ? message
        : (message[plural.select(typeof count === 'number' ? count : Number(count))] ??
          message.other)
    return text.replace(/\{(\w+)\}/g, (slot, name: string) => {
      const value = params?.[name]
      if (value === undefined) return slot
      return typeof value === 'number' ? number.format(value) : value
    })
  }
}
