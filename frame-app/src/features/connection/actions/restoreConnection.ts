import type { FrameCore } from '../../../app/FrameCore.ts'
import { EMBEDDED_RDNS } from '../../../connectors/embedded/embeddedRdns.ts'

/**
 * Reload: reconnect without a prompt, once. With frame storage, the stored wallet (by rdns);
 * when storage is blocked (third-party storage off, SECURITY.md #7), every EVM host wallet is
 * asked `eth_accounts` and the first that still grants accounts is reconnected. An embedded
 * (email) connection nests the vault, which holds the session.
 */
export function restoreConnection(app: FrameCore) {
  const { connection, storage } = app
  if (
    app.frame.getSnapshot().context.restoreTried ||
    !connection.getSnapshot().matches('disconnected')
  )
    return
  const rdns = storage.getConnectorRdns()
  if (rdns === EMBEDDED_RDNS && app.options.vault) {
    app.frame.send({ type: 'RESTORE_TRIED' })
    app.embedded.ensure().then((login) => login.restore(), app.report)
    return
  }
  const all = app.hostConnectors.evm()
  const candidates = storage.isAvailable() ? all.filter((c) => rdns && c.rdns === rdns) : all
  if (candidates.length === 0) return
  app.frame.send({ type: 'RESTORE_TRIED' })
  connection.send({ type: 'RESTORE', connectors: candidates })
}
