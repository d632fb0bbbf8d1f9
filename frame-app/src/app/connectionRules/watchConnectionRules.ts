import type { FrameCore } from '../../core/FrameCore.ts'
import { watchConnection } from '../../features/connection/index.ts'
import { currentView, hideModal } from '../../features/modal/index.ts'
import { isSupportedNetwork, pickActiveNetwork } from '../../features/networks/index.ts'
import { finishConnect, recheckSignIn } from '../../features/siwx/index.ts'
import { storedWallets } from './storedWallets.ts'

/**
 * The rules that follow a connection change across features: storage, recent wallets, the
 * host's pending account requests, the view shown, the balance and UnsupportedChain.
 */
export function watchConnectionRules(app: FrameCore) {
  const { connection, viewStack, storage, frame } = app
  return watchConnection(connection, ({ from, to, context }) => {
    const current = context.current
    if (context.caipNetworkId) storage.setActiveNetworkId(context.caipNetworkId)
    if (to === 'connected' && current)
      storage.setConnectedWallets(
        storedWallets(
          context.connections,
          from === 'disconnecting' ? [] : storage.getConnectedWallets(),
        ),
      )
    if (to === 'connected' && from === 'connecting' && current) {
      // WalletConnect records the registry wallet it paired with instead (createWalletConnect).
      if (current.connector.type !== 'WALLET_CONNECT')
        app.recentWallets.add(current.connector.rdns || current.connector.id)
      app.accountRequests.resolveAll(current.accounts)
      // Close once connected (AppKit does), unless the user came from Account on purpose
      // (Add wallet): then Account again, listing the new wallet beside the others.
      const fromAccount = viewStack
        .getSnapshot()
        .context.history.some((entry) => entry.view === 'Account')
      const closeAfterConnect = frame.getSnapshot().context.closeAfterConnect || !fromAccount
      frame.send({ type: 'CONNECTED' })
      // Sign-in configured: the connection finishes once the user has signed (or declined).
      if (app.siwx.wanted(current)) {
        frame.send({ type: 'SIGN_IN_HELD', closeAfter: closeAfterConnect })
        const siwx = app.settings.getSnapshot().context.dapp?.siwx
        const askToSign = () =>
          viewStack.send({
            type: 'RESET',
            view: siwx?.namespaces.includes('solana') ? 'SIWXSignMessage' : 'ConnectingSiwe',
          })
        // Signed while connecting (WalletConnect one-click auth): the api verifies it, and
        // only if it refuses is the user asked to sign again.
        const proof = current.connector.takeSignIn?.() ?? null
        if (proof)
          void app.siwx
            .signInWith(current, proof)
            .then((ok) => (ok ? finishConnect(app) : askToSign()))
        else askToSign()
      } else {
        finishConnect(app, closeAfterConnect)
      }
    } else if (to === 'connected' && current && from === 'reconnecting') {
      void app.siwx.restore(current)
    }
    // Another account, network or connection while connected: its own session, or sign in again.
    if (to === 'connected' && (from === 'connected' || from === 'disconnecting') && current)
      void recheckSignIn(app, current)
    if (to === 'connected' && from !== 'connected' && current?.accounts[0])
      void app.names.lookup(current.accounts[0])
    if (to === 'disconnected') {
      app.siwx.reset()
      frame.send({ type: 'SIGN_IN_DROPPED' })
      app.names.reset()
    }
    if (to === 'disconnected' && from === 'disconnecting') {
      // SPEC §4: disconnect resets account and network state, the send form and the stored
      // connector id.
      storage.setConnectedWallets([])
      app.balance.reset()
      app.send.reset()
      const networks = app.settings.getSnapshot().context.dapp?.networks ?? []
      const id = context.caipNetworkId
      if (id && !isSupportedNetwork(id, networks)) {
        const fallback = pickActiveNetwork({
          stored: null,
          networks,
          defaultNetwork: app.settings.getSnapshot().context.dapp?.defaultNetwork,
        })
        if (fallback) connection.send({ type: 'SELECT_NETWORK', caipNetworkId: fallback })
      }
      // Disconnected from Account: the modal closes (AppKit does); elsewhere (a declined
      // sign-in, the host's disconnect) it shows Connect. A disconnect the wallet failed
      // (SPEC §8 'Failed to disconnect') shows Connect saying so, opening the modal if need be.
      const stack = viewStack.getSnapshot()
      if (context.disconnectError) tellDisconnectFailed(app, 'Connect')
      else if (stack.matches('open') && currentView(stack.context) === 'Account') hideModal(app)
      else viewStack.send({ type: 'RESET', view: 'Connect' })
    }
    // A disconnect the wallet failed while another connection stays open: Account says so.
    if (to === 'connected' && from === 'disconnecting' && context.disconnectError)
      tellDisconnectFailed(app, 'Account')
    if (to === 'connected') app.unsupportedChain.check()
  })
}

/**
 * SPEC §8 'Failed to disconnect': `view` shows the notice (the wallet may still list the site),
 * the modal opened for it if need be (the host's own disconnect).
 */
function tellDisconnectFailed(app: FrameCore, view: 'Connect' | 'Account') {
  const failed = { view, params: { notice: 'disconnectFailed' } } as const
  if (app.viewStack.getSnapshot().matches('open')) app.viewStack.send({ type: 'RESET', ...failed })
  else {
    app.viewStack.send({ type: 'OPEN', ...failed })
    app.callHost('SHOW', null).catch(app.report)
  }
}
