import type { MessageKey, Messages } from './en.ts'

export type Translate = (key: MessageKey, params?: Record<string, string>) => string

/** Look up a message and fill its `{param}` slots. Missing params stay visible, never crash. */
export function createTranslator(messages: Messages): Translate {
  return (key, params) =>
    messages[key].replace(/\{(\w+)\}/g, (slot, name: string) => params?.[name] ?? slot)
}
