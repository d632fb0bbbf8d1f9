import type { RpcRequest } from '@porthole/shared-protocol'
import {
  createDispatcher,
  hostCalls,
  UnsupportedProviderMethodError,
} from '@porthole/shared-protocol'
import { caipToHexChainId } from '../connectors/chainIdToCaip.ts'
import type { FrameApp } from '../state/createFrameApp.ts'

/**
 * The frame's receiving side of the bridge: every call of the `hostCalls` catalog, validated
 * with its zod schema before a handler runs; errors go back as data.
 */
export function createHostDispatcher(
  app: FrameApp,
  options: { onInvalid?: (reason: string) => void } = {},
) {
  const { actions, connection, settings } = app
  return createDispatcher(
    hostCalls,
    {
      OPEN: ({ view }) => {
        actions.open(view)
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
        settings.send({ type: 'SYNC_DAPP_DATA', dapp })
        const selected = connection.getSnapshot().context.caipNetworkId
        if (!selected || !dapp.networks.some((network) => network.caipNetworkId === selected)) {
          const fallback = dapp.defaultNetwork ?? dapp.networks[0]?.caipNetworkId
          if (fallback) connection.send({ type: 'SELECT_NETWORK', caipNetworkId: fallback })
        }
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
      RPC_REQUEST: (request) => answerRpc(app, request),
      SYNC_HOST_WALLETS: ({ wallets }) => {
        actions.syncHostWallets(wallets)
        return null
      },
      HOST_WALLET_EVENT: ({ uuid, event, data }) => {
        actions.hostWalletEvent(uuid, event, data)
        return null
      },
    },
    options,
  )
}

/** RPC from the host provider: cheap reads from state, account requests through the modal. */
async function answerRpc(app: FrameApp, request: RpcRequest): Promise<unknown> {
  const snapshot = app.getSnapshot()
  const connected = snapshot.status === 'connected' && snapshot.address !== null
  switch (request.method) {
    case 'eth_chainId': {
      const chainId = snapshot.caipNetworkId ? caipToHexChainId(snapshot.caipNetworkId) : null
      if (chainId) return chainId
      break
    }
    case 'eth_accounts':
      return connected ? [snapshot.address] : []
    case 'eth_requestAccounts':
      return connected ? [snapshot.address] : app.actions.requestAccounts()
  }
  const current = app.connection.getSnapshot().context.current
  if (connected && current) return current.connector.request(request)
  throw new UnsupportedProviderMethodError(`No connected wallet can answer ${request.method}.`)
}
