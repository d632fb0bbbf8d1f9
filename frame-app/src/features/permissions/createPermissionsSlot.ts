import type { PermissionsActor } from './permissionsMachine.ts'

/**
 * The Permissions list's place in a frame app: the view's chunk creates its actor on first
 * use (the machine and the readers stay out of the first paint); `onCreate` lets the
 * coordinator load it (`app/watchViewLoading`).
 */
export function createPermissionsSlot(onCreate: () => void) {
  let actor: PermissionsActor | null = null
  return {
    /** The actor, or null before Permissions first showed. */
    current: () => actor,
    ensure(create: () => PermissionsActor): PermissionsActor {
      if (actor) return actor
      actor = create()
      onCreate()
      return actor
    },
  }
}
export type PermissionsSlot = ReturnType<typeof createPermissionsSlot>
