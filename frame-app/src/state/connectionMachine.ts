import type { CaipNetworkId, ErrorData } from '@porthole/shared-protocol'
import { AlreadyConnectedError, toErrorData } from '@porthole/shared-protocol'
import { assign, setup } from 'xstate'
import type { Connector, ConnectorEvent } from '../connectors/Connector.ts'
import { connectWallet } from './actors/connectWallet.ts'
import { disconnectWallet } from './actors/disconnectWallet.ts'
import { watchConnector } from './actors/watchConnector.ts'

export type Connection = { connector: Connector; accounts: string[]; caipNetworkId: CaipNetworkId }

export type ConnectionContext = {
  current: Connection | null
  /** The connector being connected, or the last one that failed (for "Try again"). */
  pending: Connector | null
  error: ErrorData | null
  /** The network shown while disconnected; the wallet's network while connected. */
  caipNetworkId: CaipNetworkId | null
}

export type ConnectionEvent =
  | { type: 'CONNECT'; connector: Connector }
  | { type: 'RETRY' }
  | { type: 'CANCEL' }
  | { type: 'DISCONNECT' }
  | { type: 'SELECT_NETWORK'; caipNetworkId: CaipNetworkId }
  | { type: 'WALLET_EVENT'; event: ConnectorEvent }

/**
 * Connection status (SPEC §4): disconnected → connecting → connected. A failed connect
 * returns to connected when a connection exists, else to disconnected, keeping the error.
 */
export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    input: {} as { caipNetworkId: CaipNetworkId | null },
  },
  actors: { connectWallet, disconnectWallet, watchConnector },
  guards: {
    hasConnection: ({ context }) => context.current !== null,
    hasPending: ({ context }) => context.pending !== null,
    isCurrentConnector: ({ context, event }) =>
      event.type === 'CONNECT' && context.current?.connector.id === event.connector.id,
    accountsGone: ({ event }) =>
      event.type === 'WALLET_EVENT' &&
      (event.event.type === 'disconnect' ||
        (event.event.type === 'accountsChanged' && event.event.accounts.length === 0)),
  },
  actions: {
    startConnect: assign(({ event }) =>
      event.type === 'CONNECT' ? { pending: event.connector, error: null } : { error: null },
    ),
    selectNetwork: assign(({ event }) =>
      event.type === 'SELECT_NETWORK' ? { caipNetworkId: event.caipNetworkId } : {},
    ),
    applyWalletEvent: assign(({ context, event }) => {
      if (event.type !== 'WALLET_EVENT' || !context.current) return {}
      const { event: walletEvent } = event
      if (walletEvent.type === 'chainChanged') {
        const { caipNetworkId } = walletEvent
        return { caipNetworkId, current: { ...context.current, caipNetworkId } }
      }
      if (walletEvent.type === 'accountsChanged') {
        return { current: { ...context.current, accounts: walletEvent.accounts } }
      }
      return {}
    }),
    clearConnection: assign({ current: null, pending: null, error: null }),
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({
    current: null,
    pending: null,
    error: null,
    caipNetworkId: input.caipNetworkId,
  }),
  initial: 'disconnected',
  on: { SELECT_NETWORK: { actions: 'selectNetwork' } },
  states: {
    disconnected: {
      on: {
        CONNECT: { target: 'connecting', actions: 'startConnect' },
        RETRY: { guard: 'hasPending', target: 'connecting', actions: 'startConnect' },
      },
    },
    connecting: {
      invoke: {
        src: 'connectWallet',
        input: ({ context }) => ({ connector: context.pending! }),
        onDone: {
          target: 'connected',
          actions: assign(({ context, event }) => ({
            current: { connector: context.pending!, ...event.output },
            caipNetworkId: event.output.caipNetworkId,
            pending: null,
            error: null,
          })),
        },
        onError: [
          {
            guard: 'hasConnection',
            target: 'connected',
            actions: assign(({ event }) => ({ error: toErrorData(event.error) })),
          },
          {
            target: 'disconnected',
            actions: assign(({ event }) => ({ error: toErrorData(event.error) })),
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
      invoke: {
        src: 'watchConnector',
        input: ({ context }) => ({ connector: context.current!.connector }),
      },
      on: {
        CONNECT: [
          {
            guard: 'isCurrentConnector',
            actions: assign({ error: () => toErrorData(new AlreadyConnectedError()) }),
          },
          { target: 'connecting', actions: 'startConnect' },
        ],
        RETRY: { guard: 'hasPending', target: 'connecting', actions: 'startConnect' },
        DISCONNECT: { target: 'disconnecting' },
        WALLET_EVENT: [
          { guard: 'accountsGone', target: 'disconnecting' },
          { actions: 'applyWalletEvent' },
        ],
      },
    },
    disconnecting: {
      invoke: {
        src: 'disconnectWallet',
        input: ({ context }) => ({ connector: context.current?.connector ?? null }),
        onDone: { target: 'disconnected', actions: 'clearConnection' },
      },
    },
  },
})
