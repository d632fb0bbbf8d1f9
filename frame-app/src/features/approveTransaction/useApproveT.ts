import { useMemo } from 'react'
import { type ApproveMessageKey, approveMessages } from './approveMessages.ts'

export type ApproveTranslate = (key: ApproveMessageKey, params?: Record<string, string>) => string

/** ApproveTransaction's strings with their `{param}` slots filled (missing params stay visible). */
export function useApproveT(): ApproveTranslate {
  return useMemo(
    () => (key, params) =>
      approveMessages[key].replace(/\{(\w+)\}/g, (slot, name: string) => params?.[name] ?? slot),
    [],
  )
}
