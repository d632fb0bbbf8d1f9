/** The rpc feature as other parts of the frame see it: import it only through this file. */

import type { PartsContext } from '../../core/Feature.ts'
import { isConnected } from '../connection/index.ts'
import { bindRpcActions } from './bindRpcActions.ts'
import { createPendingAccountRequests } from './createPendingAccountRequests.ts'
import { createRpcHandler } from './createRpcHandler.ts'
import { createRefusedCalls, type RefusedCalls } from './refused/createRefusedCalls.ts'

export { requestAccounts } from './actions/requestAccounts.ts'
export { RefusedCallSlot } from './refused/RefusedCallSlot.tsx'

/** The host's EIP-1193 requests: the handler, pending account requests, refused calls. */
export const rpcFeature = {
  slots: () => ({
    accountRequests: createPendingAccountRequests(),
    refusedCalls: createRefusedCalls(),
  }),
  actions: bindRpcActions,
  parts: (app: PartsContext) => ({
    /** The host's EIP-1193 requests (RPC_REQUEST). */
    rpc: createRpcHandler({
      whenSettled: app.whenSettled,
      getConnection: (namespace) => {
        if (!isConnected(app)) return null
        const { current, connections } = app.connection.getSnapshot().context
        return current?.connector.namespace === namespace
          ? current
          : (connections.find((c) => c.connector.namespace === namespace) ?? null)
      },
      getActiveNetworkId: () => app.connection.getSnapshot().context.caipNetworkId,
      getNetworks: () => app.dapp()?.networks ?? [],
      chainClients: app.chainClients,
      api: app.api?.client ?? null,
      requestAccounts: app.actions.requestAccounts,
      switchNetwork: app.actions.switchNetwork,
      showCallsStatus: (id, read) => app.actions.showCallsStatus({ id, read }),
      showWalletRequest: (request, wallet, answer) =>
        void import('../approveTransaction/chunk.ts').then(
          (chunk) => chunk.showWalletRequest(app, request, wallet, answer),
          app.report,
        ),
      showRefused: (method) =>
        void import('./chunk.ts').then((chunk) => chunk.showRefusedCall(app, method), app.report),
    }),
  }),
}

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    accountRequests: ReturnType<typeof createPendingAccountRequests>
    /** Whether the modal says a host call was refused (5103, 'Action not allowed'). */
    refusedCalls: RefusedCalls
  }
}
