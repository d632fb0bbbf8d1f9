import type { FrameCore } from '../../../app/FrameCore.ts'

/**
 * Reload: reconnect without a prompt, once. With frame storage, the stored wallet (by rdns);
 * when storage is blocked (third-party storage off, SECURITY.md #7), every EVM host wallet is
 * asked `eth_accounts` and the first that still grants accounts is reconnected.
 */
export function restoreConnection(app: FrameCore) {
  const { connection, storage } = app
  if (
    app.frame.getSnapshot().context.restoreTried ||
    !connection.getSnapshot().matches('disconnected')
  )
    return
  const all = app.hostConnectors.evm()
  const rdns = storage.getConnectorRdns()
  const candidates = storage.isAvailable() ? all.filter((c) => rdns && c.rdns === rdns) : all
  if (candidates.length === 0) return
  app.frame.send({ type: 'RESTORE_TRIED' })
  connection.send({ type: 'RESTORE', connectors: candidates })
}
