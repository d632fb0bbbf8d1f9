import { useMemo } from 'react'
import { type SendMessageKey, sendMessages } from './sendMessages.ts'

export type SendTranslate = (key: SendMessageKey, params?: Record<string, string>) => string

/** The Send view's strings with their `{param}` slots filled (missing params stay visible). */
export function useSendT(): SendTranslate {
  return useMemo(
    () => (key, params) =>
      sendMessages[key].replace(/\{(\w+)\}/g, (slot, name: string) => params?.[name] ?? slot),
    [],
  )
}
