import type { FrameCore } from '../../../core/FrameCore.ts'
import { hideModal } from '../../modal/index.ts'

/**
 * After a connect (and sign-in): the modal closes, unless the wallet is on a network the host
 * did not request (UnsupportedChain follows in the same modal); a connect made from Account
 * (Add wallet) returns to Account. Without `closeAfterConnect`, what the coordinator held while
 * the user signed in decides (and is dropped).
 */
export function finishConnect(
  app: Pick<FrameCore, 'callHost' | 'frame' | 'report' | 'unsupportedChain' | 'viewStack'>,
  closeAfterConnect?: boolean,
): void {
  let close = closeAfterConnect
  if (close === undefined) {
    close = app.frame.getSnapshot().context.closeAfterSignIn
    app.frame.send({ type: 'SIGN_IN_DROPPED' })
  }
  if (close) {
    if (!app.unsupportedChain.needed()) hideModal(app)
  } else {
    app.viewStack.send({ type: 'RESET', view: 'Account' })
  }
}
