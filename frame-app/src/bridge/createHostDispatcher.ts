import { createDispatcher, hostCalls, wire } from '@porthole/shared-protocol'
import type { FrameApp } from '../core/FrameApp.ts'

/**
 * The frame's receiving side of the bridge: every call of the `hostCalls` catalog, validated
 * with its zod schema before a handler runs; errors go back as data.
 */
export function createHostDispatcher(
  app: FrameApp,
  options: { onInvalid?: (reason: string) => void } = {},
) {
  const { actions, settings } = app
  return createDispatcher(
    hostCalls,
    {
      OPEN: ({ view, namespace }) => {
        performance.mark('porthole:open')
        actions.open(view, namespace)
        return app.getSnapshot()
      },
      CLOSE: () => {
        actions.close()
        return app.getSnapshot()
      },
      GET_STATE: () => app.getSnapshot(),
      SYNC_THEME: (payload) => {
        settings.send({ type: 'SYNC_THEME', ...payload })
        return null
      },
      SYNC_DAPP_DATA: (dapp) => {
        actions.syncDappData(dapp)
        return null
      },
      SYNC_SAFE_AREA: (safeArea) => {
        settings.send({ type: 'SYNC_SAFE_AREA', safeArea })
        return null
      },
      SET_LOCALE: ({ locale }) => {
        settings.send({ type: 'SET_LOCALE', locale })
        return null
      },
      SET_CONSENT: ({ consent }) => {
        settings.send({ type: 'SET_CONSENT', consent })
        return null
      },
      SWITCH_NETWORK: async ({ caipNetworkId }) => {
        await actions.switchNetwork(caipNetworkId)
        return app.getSnapshot()
      },
      DISCONNECT: async () => {
        await actions.disconnect()
        return app.getSnapshot()
      },
      SIGN_OUT: async () => {
        await actions.signOut()
        return app.getSnapshot()
      },
      RPC_REQUEST: (request) => app.rpc(request),
      SYNC_HOST_WALLETS: ({ wallets }) => {
        actions.syncHostWallets(wallets)
        return null
      },
      HOST_WALLET_EVENT: ({ uuid, event, data }) => {
        actions.hostWalletEvent(uuid, event, data)
        return null
      },
      PAY: (request) => actions.pay(request),
    },
    { ...options, wire },
  )
}
