import type { ThemeMode } from '@porthole/shared-protocol'
import { type ActorRefFrom, assign, setup } from 'xstate'
import { connectionMachine } from '../features/connection/index.ts'
import { viewStackMachine } from '../features/modal/index.ts'
import { settingsMachine } from './hostState/settingsMachine.ts'

export type FrameContext = {
  viewStack: ActorRefFrom<typeof viewStackMachine>
  connection: ActorRefFrom<typeof connectionMachine>
  settings: ActorRefFrom<typeof settingsMachine>
  /** A host `eth_requestAccounts` opened the modal: close it once the wallet answered. */
  closeAfterConnect: boolean
  /** The reload's silent reconnect ran (or a connection made it moot): never twice. */
  restoreTried: boolean
}

export type FrameEvent =
  | { type: 'ACCOUNTS_REQUESTED' }
  | { type: 'CLOSED' }
  | { type: 'CONNECTED' }
  | { type: 'RESTORE_TRIED' }

/**
 * The frame's coordinator: owns the feature actors (each reachable by its `systemId`) and the
 * flags that cross features. `createFrameApp` wires the rules between the actors around it.
 */
export const frameMachine = setup({
  types: {
    context: {} as FrameContext,
    events: {} as FrameEvent,
    input: {} as { themeMode: ThemeMode },
  },
  actors: { viewStackMachine, connectionMachine, settingsMachine },
}).createMachine({
  id: 'frame',
  context: ({ spawn, input }) => ({
    viewStack: spawn('viewStackMachine', { id: 'viewStack', systemId: 'viewStack' }),
    connection: spawn('connectionMachine', {
      id: 'connection',
      systemId: 'connection',
      input: { caipNetworkId: null },
    }),
    settings: spawn('settingsMachine', {
      id: 'settings',
      systemId: 'settings',
      input: { themeMode: input.themeMode },
    }),
    closeAfterConnect: false,
    restoreTried: false,
  }),
  on: {
    // Asked while closed: the modal was opened for the host's request.
    ACCOUNTS_REQUESTED: { actions: assign({ closeAfterConnect: true }) },
    CLOSED: { actions: assign({ closeAfterConnect: false }) },
    CONNECTED: { actions: assign({ closeAfterConnect: false, restoreTried: true }) },
    RESTORE_TRIED: { actions: assign({ restoreTried: true }) },
  },
})
