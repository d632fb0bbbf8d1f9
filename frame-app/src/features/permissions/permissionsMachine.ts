import { type ErrorData, toErrorData } from '@porthole/shared-protocol'
import { type ActorRefFrom, assign, fromPromise, setup } from 'xstate'
import type { Permission, RevokeStep } from './Permission.ts'

type Context = {
  permissions: Permission[]
  /** The rows being revoked, by id, with their step. */
  revoking: Record<string, RevokeStep>
  /** Why the last revoke of a row failed, by id (cleared when it is tried again). */
  failures: Record<string, ErrorData>
  /** Rows revoked in this frame: a list read before their revoke landed keeps them out. */
  revoked: string[]
  error: ErrorData | null
}
type Event =
  | { type: 'LOAD' }
  | { type: 'REVOKE_STEP'; id: string; step: RevokeStep }
  | { type: 'REVOKED'; id: string }
  | { type: 'REVOKE_FAILED'; id: string; error: ErrorData }

const without = <T>(record: Record<string, T>, id: string) => {
  const { [id]: _, ...rest } = record
  return rest
}

/**
 * The Permissions view's list: `loading` (every kind read for the connected accounts),
 * `ready` or `failed`; LOAD (the view shown again, another account or network) reads it
 * again without losing the revokes in flight. A revoke goes `asking` (the wallet's prompt or
 * ApproveTransaction) then `confirming` (waiting for its block) and the row leaves the list
 * on REVOKED; REVOKE_FAILED keeps it with the reason.
 */
export function createPermissionsMachine(load: () => Promise<Permission[]>) {
  return setup({
    types: { context: {} as Context, events: {} as Event },
    actors: { load: fromPromise<Permission[]>(() => load()) },
  }).createMachine({
    id: 'permissions',
    context: { permissions: [], revoking: {}, failures: {}, revoked: [], error: null },
    initial: 'idle',
    on: {
      LOAD: { target: '.loading', reenter: true },
      REVOKE_STEP: {
        actions: assign(({ context, event }) => ({
          revoking: { ...context.revoking, [event.id]: event.step },
          failures: without(context.failures, event.id),
        })),
      },
      REVOKED: {
        actions: assign(({ context, event }) => ({
          permissions: context.permissions.filter((row) => row.id !== event.id),
          revoking: without(context.revoking, event.id),
          revoked: [...context.revoked, event.id],
        })),
      },
      REVOKE_FAILED: {
        actions: assign(({ context, event }) => ({
          revoking: without(context.revoking, event.id),
          failures: { ...context.failures, [event.id]: event.error },
        })),
      },
    },
    states: {
      idle: {},
      loading: {
        invoke: {
          src: 'load',
          onDone: {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              permissions: event.output.filter((row) => !context.revoked.includes(row.id)),
              error: null,
            })),
          },
          onError: {
            target: 'failed',
            actions: assign(({ event }) => ({ error: toErrorData(event.error) })),
          },
        },
      },
      ready: {},
      failed: {},
    },
  })
}
export type PermissionsActor = ActorRefFrom<ReturnType<typeof createPermissionsMachine>>
