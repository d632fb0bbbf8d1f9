import type { FrameCore } from '../../../core/FrameCore.ts'
import { isConnected } from '../../connection/index.ts'
import { resolveOpenView } from '../resolveOpenView.ts'

/** A namespace a host may open Connect for (bip122 is modelled, not connectable). */
export type WalletNamespace = 'eip155' | 'solana'

/**
 * Show the modal: on `view` when it is available (else a `ViewUnavailableError` naming why),
 * by default on Account when connected (UnsupportedChain while the wallet is on a network the
 * app did not request) and Connect when not. With `namespace` (and no view):
 * Account when that namespace has a connection, else Connect listing its wallets only.
 */
export function openModal(
  app: FrameCore,
  { view, namespace }: { view?: string | undefined; namespace?: WalletNamespace | undefined } = {},
) {
  const connected = isConnected(app)
  if (namespace && !view) {
    const open = app.connection
      .getSnapshot()
      .context.connections.some((c) => c.connector.namespace === namespace)
    app.viewStack.send(
      connected && open
        ? { type: 'OPEN', view: 'Account' }
        : { type: 'OPEN', view: 'Connect', params: { namespace } },
    )
    return
  }
  const target = view
    ? resolveOpenView(app.views, view, {
        connected,
        caipNetworkId: app.connection.getSnapshot().context.current?.caipNetworkId,
        apiConfigured: app.api !== null,
        dapp: app.settings.getSnapshot().context.dapp,
      })
    : connected
      ? // On a network the app did not request, Switch Network rather than Account (AppKit).
        app.unsupportedChain.needed()
        ? 'UnsupportedChain'
        : 'Account'
      : 'Connect'
  app.viewStack.send({ type: 'OPEN', view: target })
}
