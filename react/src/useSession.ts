import type { Modal } from '@porthole/host-sdk'
import { useModalValue } from './useModalValue.ts'

/** The connected account's sign-in session (SIWE / SIWX), as `modal.getSession` returns it. */
export type Session = ReturnType<Modal['getSession']>

const read = (modal: Modal) => modal.getSession()
const subscribe = (modal: Modal, onChange: () => void) => modal.subscribeSession(onChange)

/**
 * The sign-in session of the connected account, or undefined (always on a server). End it with
 * `usePorthole().signOut`.
 *
 * @example
 * ```tsx
 * const session = useSession()
 * if (session) await fetch('/api/verify', { method: 'POST', body: JSON.stringify(session) })
 * ```
 */
export function useSession(): Session {
  return useModalValue(read, subscribe, undefined)
}
