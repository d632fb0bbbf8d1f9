import type { FrameCore } from '../../../core/FrameCore.ts'

/**
 * Close the card: a connect in progress is cancelled and the host's pending
 * `eth_requestAccounts` calls reject with 4001.
 */
export function closeModal(
  app: Pick<FrameCore, 'accountRequests' | 'connection' | 'frame' | 'viewStack'>,
) {
  app.viewStack.send({ type: 'CLOSE' })
  if (app.connection.getSnapshot().matches('connecting')) app.connection.send({ type: 'CANCEL' })
  app.frame.send({ type: 'CLOSED' })
  app.accountRequests.rejectAll()
}
