/**
 * A catalog entry: a string with `{param}` slots, or plural forms picked by
 * `Intl.PluralRules` for the `count` param (`other` is always there).
 */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }
export type Message = string | PluralMessage

/** The params a message takes: strings as they are, numbers formatted for the locale. */
export type MessageParams = Record<string, string | number>
