import type { FrameCore } from '../../../core/FrameCore.ts'

/** Back to Account as the only view of the stack (RegisterAccountNameSuccess's "Done"). */
export function showAccount(app: Pick<FrameCore, 'viewStack'>): void {
  app.viewStack.send({ type: 'RESET', view: 'Account' })
}
