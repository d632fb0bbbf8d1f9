import { createDispatcher, hostCalls, type StateAnswer, wire } from '@porthole/shared-protocol'
import type { FrameApp } from '../core/FrameApp.ts'

/**
 * The frame's receiving side of the bridge: every call of the `hostCalls` catalog, validated
 * with its zod schema before a handler runs; errors go back as data. A call that changes the
 * state answers with `answer()`: the whole snapshot, or for a host with `refs` the number of
 * the STATE push that holds it (decision 0283).
 */
export function createHostDispatcher(
  app: FrameApp,
  options: { onInvalid?: (reason: string) => void; answer?: () => StateAnswer } = {},
) {
  const { actions, settings } = app
  const { answer = app.getSnapshot, ...dispatcherOptions } = options
  return createDispatcher(
    hostCalls,
    {
      OPEN: ({ view, namespace }) => {
        performance.mark('porthole:open')
        actions.open(view, namespace)
        return answer()
      },
      CLOSE: () => {
        actions.close()
        return answer()
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
        return answer()
      },
      DISCONNECT: async () => {
        await actions.disconnect()
        return answer()
      },
      SIGN_OUT: async () => {
        await actions.signOut()
        return answer()
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
    { ...dispatcherOptions, wire },
  )
}
