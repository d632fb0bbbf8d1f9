import type { Modal } from '@porthole/host-sdk'
import { useCallback, useContext, useRef, useSyncExternalStore } from 'react'
import { PortholeContext } from './PortholeContext.ts'

const noop = () => {}

/**
 * One value of the modal as React state, through `useSyncExternalStore`: `read` takes it now,
 * `subscribe` (one of the modal's `subscribe*`) says when it changed. An equal value keeps its
 * identity, so components re-render only on a real change. `fallback` (a constant) is the value
 * on a server and before the modal exists.
 */
export function useModalValue<T>(
  read: (modal: Modal) => T,
  subscribe: (modal: Modal, onChange: () => void) => () => void,
  fallback: T,
): T {
  const modal = useContext(PortholeContext)
  const last = useRef<{ key: string; value: T }>(undefined)
  const onSubscribe = useCallback(
    (onChange: () => void) => (modal ? subscribe(modal, onChange) : noop),
    [modal, subscribe],
  )
  const getSnapshot = useCallback(() => {
    if (!modal) return fallback
    const value = read(modal)
    const key = `${JSON.stringify(value)}`
    if (last.current?.key !== key) last.current = { key, value }
    return last.current.value
  }, [modal, read, fallback])
  return useSyncExternalStore(onSubscribe, getSnapshot, () => fallback)
}
