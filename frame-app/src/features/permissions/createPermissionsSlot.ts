import { createLazySlot } from '../../core/createLazySlot.ts'
import type { PermissionsActor } from './permissionsMachine.ts'

/**
 * The Permissions list's place in a frame app: the view's chunk creates its actor on first
 * use (the machine and the readers stay out of the first paint); `onCreate` lets the
 * coordinator load it (`app/watchViewLoading`).
 */
export function createPermissionsSlot(onCreate: () => void) {
  return createLazySlot<PermissionsActor>(onCreate)
}
export type PermissionsSlot = ReturnType<typeof createPermissionsSlot>
