import { toErrorData } from '@porthole/shared-protocol'
import type { FrameCore } from '../../../core/FrameCore.ts'
import type { PermissionDeps } from '../PermissionDeps.ts'
import { revokePermissionRow } from '../permissionKinds.ts'

/**
 * Revoke one row of the Permissions view (by id): its steps and its end go to the list's
 * machine, so the row shows its progress and leaves the list once revoked.
 */
export async function revokePermission(
  app: PermissionDeps & Pick<FrameCore, 'permissions'>,
  { id }: { id: string },
): Promise<void> {
  const actor = app.permissions.current()
  const row = actor?.getSnapshot().context.permissions.find((p) => p.id === id)
  if (!actor || !row || actor.getSnapshot().context.revoking[id]) return
  try {
    await revokePermissionRow(app, row, (step) => actor.send({ type: 'REVOKE_STEP', id, step }))
    actor.send({ type: 'REVOKED', id })
  } catch (error) {
    actor.send({ type: 'REVOKE_FAILED', id, error: toErrorData(error) })
  }
}
