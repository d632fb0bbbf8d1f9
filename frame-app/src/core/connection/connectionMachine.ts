import type { CaipNetworkId } from '@porthole/shared-protocol'
import { AlreadyConnectedError, toErrorData } from '@porthole/shared-protocol'
import { assign, emit, setup } from 'xstate'
import type { ConnectorEvent } from '../../connectors/Connector.ts'
import { connectWallet } from './actors/connectWallet.ts'
import { disconnectWallet } from './actors/disconnectWallet.ts'
import { restoreWallet } from './actors/restoreWallet.ts'
import type { Connection, ConnectionContext, ConnectionEvent } from './ConnectionContext.ts'
import { disconnectTarget, dropConnection } from './dropConnection.ts'
import { makeCurrent } from './makeCurrent.ts'
import { type TrackedEvent, trackError } from './TrackedEvent.ts'

const now = () => Date.now()
const isGone = (event: ConnectorEvent) =>
  event.type === 'disconnect' || (event.type === 'accountsChanged' && event.accounts.length === 0)

/**
 * Connection status (SPEC §4): disconnected → connecting → connected, and reconnecting while a
 * stored connection is restored after a reload. A failed connect returns to connected when a
 * connection exists, else to disconnected, keeping the error. Several connections may be open;
 * SWITCH makes another one current; DISCONNECT drops one (the current one by default) and, when
 * it was current, the next remaining one becomes current. Emits
 * `TrackedEvent`s (`actor.on('track' | 'error', ...)`) for the telemetry sink.
 */
export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    emitted: {} as TrackedEvent,
    input: {} as { caipNetworkId: CaipNetworkId | null },
  },
  actors: { connectWallet, disconnectWallet, restoreWallet },
  guards: {
    hasConnection: ({ context }) => context.current !== null,
    /** A connection is left once the one being disconnected (and its shared ones) are gone. */
    hasOtherConnection: ({ context }) => (dropConnection(context).connections?.length ?? 0) > 0,
    isOpenConnection: ({ context, event }) =>
      (event.type === 'SWITCH' || event.type === 'DISCONNECT') &&
      (event.connectorId === undefined ||
        context.connections.some((c) => c.connector.id === event.connectorId)),
    hasPending: ({ context }) => context.pending !== null,
    namespaceFree: ({ context, event }) =>
      event.type === 'RESTORED' &&
      !context.connections.some(
        (c) => c.connector.namespace === event.connection.connector.namespace,
      ),
    isCurrentConnector: ({ context, event }) =>
      event.type === 'CONNECT' && context.current?.connector.id === event.connector.id,
    currentGone: ({ context, event }) =>
      event.type === 'WALLET_EVENT' &&
      event.connectorId === context.current?.connector.id &&
      isGone(event.event),
  },
  actions: {
    startConnect: assign(({ event }) =>
      event.type === 'CONNECT' ? { pending: event.connector, error: null } : { error: null },
    ),
    selectNetwork: assign(({ event }) =>
      event.type === 'SELECT_NETWORK' ? { caipNetworkId: event.caipNetworkId } : {},
    ),
    applyWalletEvent: assign(({ context, event }) => {
      if (event.type !== 'WALLET_EVENT') return {}
      const { connectorId, event: walletEvent } = event
      const target = context.connections.find((c) => c.connector.id === connectorId)
      if (!target) return {}
      if (isGone(walletEvent)) {
        return { connections: context.connections.filter((c) => c !== target) }
      }
      const updated: Connection =
        walletEvent.type === 'chainChanged'
          ? { ...target, caipNetworkId: walletEvent.caipNetworkId }
          : walletEvent.type === 'accountsChanged'
            ? { ...target, accounts: walletEvent.accounts }
            : walletEvent.type === 'accountTypeChanged'
              ? {
                  ...target,
                  accountType: walletEvent.accountType,
                  allAccounts: walletEvent.allAccounts,
                }
              : // A new connection object, so views showing the connector's name render again.
                { ...target }
      const connections = context.connections.map((c) => (c === target ? updated : c))
      const isCurrent = context.current === target
      return isCurrent
        ? { connections, current: updated, caipNetworkId: updated.caipNetworkId }
        : { connections }
    }),
    setError: assign(({ event }) => ({
      error: toErrorData((event as unknown as { error: unknown }).error),
    })),
    setDisconnectError: assign(({ event }) => ({
      disconnectError: toErrorData((event as unknown as { error: unknown }).error),
    })),
    trackSuccess: emit(({ context }, params: { event: 'CONNECT_SUCCESS' | 'RESTORE_SUCCESS' }) => ({
      type: 'track' as const,
      event: params.event,
      connector: context.current?.connector.rdns || context.current?.connector.name || '',
      timestamp: now(),
    })),
    trackFailure: emit(({ context, event }, params: { event: 'CONNECT_ERROR' | 'RESTORE_ERROR' }) =>
      trackError(
        params.event,
        context.pending?.rdns || context.pending?.name || '',
        (event as { error?: unknown }).error ?? 'No accounts',
      ),
    ),
    trackDisconnect: emit(({ context, event }) => {
      const connector = disconnectTarget(context)?.connector
      return 'error' in event
        ? trackError('DISCONNECT_ERROR', connector?.rdns ?? '', event.error)
        : {
            type: 'track' as const,
            event: 'DISCONNECT_SUCCESS' as const,
            connector: connector?.rdns || connector?.name || '',
            timestamp: now(),
          }
    }),
    dropConnection: assign(({ context }) => dropConnection(context)),
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({
    current: null,
    connections: [],
    pending: null,
    error: null,
    restoring: [],
    caipNetworkId: input.caipNetworkId,
    disconnectingId: null,
    disconnectError: null,
  }),
  initial: 'disconnected',
  on: { SELECT_NETWORK: { actions: 'selectNetwork' } },
  states: {
    disconnected: {
      on: {
        CONNECT: { target: 'connecting', actions: 'startConnect' },
        RESTORE: {
          target: 'reconnecting',
          actions: assign({ restoring: ({ event }) => event.connectors }),
        },
        RETRY: { guard: 'hasPending', target: 'connecting', actions: 'startConnect' },
      },
    },
    reconnecting: {
      invoke: {
        src: 'restoreWallet',
        input: ({ context }) => ({ connectors: context.restoring }),
        onDone: [
          {
            guard: ({ event }) => event.output.length > 0,
            target: 'connected',
            actions: [
              assign(({ context, event }) => {
                // The first result ends up current, the others beside it in order.
                let next = context
                for (const restored of [...event.output].reverse())
                  next = { ...next, ...makeCurrent(next, restored) }
                return { ...next, restoring: [] }
              }),
              { type: 'trackSuccess', params: { event: 'RESTORE_SUCCESS' } },
            ],
          },
          {
            target: 'disconnected',
            actions: [
              { type: 'trackFailure', params: { event: 'RESTORE_ERROR' } },
              assign({ restoring: [] }),
            ],
          },
        ],
        onError: {
          target: 'disconnected',
          actions: [
            { type: 'trackFailure', params: { event: 'RESTORE_ERROR' } },
            assign({ restoring: [] }),
          ],
        },
      },
      on: { CONNECT: { target: 'connecting', actions: 'startConnect' } },
    },
    connecting: {
      invoke: {
        src: 'connectWallet',
        input: ({ context }) => ({ connector: context.pending! }),
        onDone: {
          target: 'connected',
          actions: [
            assign(({ context, event }) =>
              makeCurrent(context, { connector: context.pending!, ...event.output }),
            ),
            { type: 'trackSuccess', params: { event: 'CONNECT_SUCCESS' } },
          ],
        },
        onError: [
          {
            guard: 'hasConnection',
            target: 'connected',
            actions: [{ type: 'trackFailure', params: { event: 'CONNECT_ERROR' } }, 'setError'],
          },
          {
            target: 'disconnected',
            actions: [{ type: 'trackFailure', params: { event: 'CONNECT_ERROR' } }, 'setError'],
          },
        ],
      },
      on: {
        CANCEL: [
          { guard: 'hasConnection', target: 'connected', actions: assign({ pending: null }) },
          { target: 'disconnected', actions: assign({ pending: null }) },
        ],
        CONNECT: { target: 'connecting', reenter: true, actions: 'startConnect' },
      },
    },
    connected: {
      on: {
        CONNECT: [
          {
            guard: 'isCurrentConnector',
            actions: assign({ error: () => toErrorData(new AlreadyConnectedError()) }),
          },
          { target: 'connecting', actions: 'startConnect' },
        ],
        RETRY: { guard: 'hasPending', target: 'connecting', actions: 'startConnect' },
        DISCONNECT: {
          guard: 'isOpenConnection',
          target: 'disconnecting',
          actions: assign({
            disconnectingId: ({ event }) => event.connectorId ?? null,
            disconnectError: null,
          }),
        },
        SWITCH: {
          guard: 'isOpenConnection',
          actions: assign(({ context, event }) => {
            const target = context.connections.find((c) => c.connector.id === event.connectorId)
            return target ? makeCurrent(context, target) : {}
          }),
        },
        WALLET_EVENT: [
          {
            guard: 'currentGone',
            target: 'disconnecting',
            actions: assign({ disconnectError: null }),
          },
          { actions: 'applyWalletEvent' },
        ],
        RESTORED: {
          guard: 'namespaceFree',
          actions: assign(({ context, event }) =>
            event.current
              ? makeCurrent(context, event.connection)
              : { connections: [...context.connections, event.connection] },
          ),
        },
      },
    },
    disconnecting: {
      invoke: {
        src: 'disconnectWallet',
        input: ({ context }) => ({ connector: disconnectTarget(context)?.connector ?? null }),
        onDone: [
          {
            guard: 'hasOtherConnection',
            target: 'connected',
            actions: ['trackDisconnect', 'dropConnection'],
          },
          { target: 'disconnected', actions: ['trackDisconnect', 'dropConnection'] },
        ],
        // The wallet may still hold the session: dropped here all the same, and the user told.
        onError: [
          {
            guard: 'hasOtherConnection',
            target: 'connected',
            actions: ['trackDisconnect', 'dropConnection', 'setDisconnectError'],
          },
          {
            target: 'disconnected',
            actions: ['trackDisconnect', 'dropConnection', 'setDisconnectError'],
          },
        ],
      },
    },
  },
})
