import type { AccountType } from '@porthole/shared-protocol'
import type { FrameCore } from '../../core/FrameCore.ts'

/** The smart account's actions bound to one frame, loaded from the feature's chunk. */
export function bindSmartAccountActions(app: FrameCore) {
  return {
    /** Account's toggle: eoa or smartAccount on the current network (embedded wallet). */
    setAccountType: async (type: AccountType) =>
      (await import('./chunk.ts')).setAccountType(app, { type }),
  }
}
