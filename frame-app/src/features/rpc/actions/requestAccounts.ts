import type { FrameCore } from '../../../core/FrameCore.ts'

/** A host `eth_requestAccounts` while disconnected: show Connect and wait for the user. */
export function requestAccounts(
  app: Pick<FrameCore, 'accountRequests' | 'callHost' | 'frame' | 'report' | 'viewStack'>,
): Promise<string[]> {
  const promise = app.accountRequests.wait()
  if (!app.viewStack.getSnapshot().matches('open')) {
    app.viewStack.send({ type: 'OPEN', view: 'Connect' })
    app.frame.send({ type: 'ACCOUNTS_REQUESTED' })
  }
  app.callHost('SHOW', null).catch((error) => {
    app.report(error)
    app.accountRequests.rejectAll(error instanceof Error ? error : undefined)
  })
  return promise
}
