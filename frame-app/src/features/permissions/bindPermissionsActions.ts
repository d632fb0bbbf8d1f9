import type { FrameCore } from '../../core/FrameCore.ts'

/** The Permissions view's actions bound to one frame, loaded with its chunk when used. */
export function bindPermissionsActions(app: FrameCore) {
  return {
    revokePermission: async (id: string) =>
      (await import('./chunk.ts')).revokePermission(app, { id }),
  }
}
