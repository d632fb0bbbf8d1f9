import { useSelector } from '@xstate/react'
import { createActor, type SnapshotFrom } from 'xstate'
import { useFrameApp } from '../../../core/FrameAppContext.tsx'
import { readPermissions } from '../permissionKinds.ts'
import { createPermissionsMachine } from '../permissionsMachine.ts'

type PermissionsState = SnapshotFrom<ReturnType<typeof createPermissionsMachine>>

/**
 * The Permissions list's state, its actor created the first time the view renders (the
 * coordinator loads it: the feature's `loaders` in `index.ts`), and `retry` to read it again.
 */
export function usePermissions(): { state: PermissionsState; retry: () => void } {
  const app = useFrameApp()
  const actor = app.permissions.ensure(() =>
    createActor(createPermissionsMachine(() => readPermissions(app))).start(),
  )
  const state = useSelector(actor, (s) => s)
  return { state, retry: () => actor.send({ type: 'LOAD' }) }
}
