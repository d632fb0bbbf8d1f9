import type { FrameCore } from '../../core/FrameCore.ts'

/** The names' actions bound to one frame; registering loads from the feature's chunk. */
export function bindNamesActions(app: FrameCore) {
  return {
    registerName: async (label: string) =>
      (await import('./chunk.ts')).registerName(app, { label }),
  }
}
