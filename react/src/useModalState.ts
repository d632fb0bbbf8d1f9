import type { Modal, ViewName } from '@porthole/host-sdk'
import { useModalValue } from './useModalValue.ts'

/** Whether the modal shows, and its view. */
export type ModalState = { open: boolean; view: ViewName | undefined }

const closed: ModalState = { open: false, view: undefined }
const read = (modal: Modal): ModalState => {
  const state = modal.getState()
  return state ? { open: state.open, view: state.view } : closed
}
const subscribe = (modal: Modal, onChange: () => void) => modal.subscribeState(onChange)

/**
 * Whether the modal is open and on which view; closed on a server.
 *
 * @example
 * ```tsx
 * const { open } = useModalState()
 * ```
 */
export function useModalState(): ModalState {
  return useModalValue(read, subscribe, closed)
}
