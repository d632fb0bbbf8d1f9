import type { FrameCore } from '../../core/FrameCore.ts'

/** What reading and revoking permissions use of the frame. */
export type PermissionDeps = Pick<
  FrameCore,
  'api' | 'chainClients' | 'connection' | 'settings' | 'siwx'
>
