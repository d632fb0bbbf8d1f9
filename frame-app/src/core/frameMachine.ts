import type { Namespace, ThemeMode } from '@porthole/shared-protocol'
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { StoredWallet } from '../storage/StoredWallet.ts'
import { connectionMachine } from './connection/connectionMachine.ts'
import { settingsMachine } from './settings/settingsMachine.ts'
import { viewStackMachine } from './viewStack/viewStackMachine.ts'

export type FrameContext = {
  viewStack: ActorRefFrom<typeof viewStackMachine>
  connection: ActorRefFrom<typeof connectionMachine>
  settings: ActorRefFrom<typeof settingsMachine>
  /** A host `eth_requestAccounts` opened the modal: close it once the wallet answered. */
  closeAfterConnect: boolean
  /** Sign-in was asked after a connect: whether the modal closes once the user has signed. */
  closeAfterSignIn: boolean
  /** A connection made by the user made the reload's silent reconnect moot. */
  restoreTried: boolean
  /**
   * The reload's silent reconnect: the wallets stored at its first try (current first; null
   * when frame storage is blocked: every host wallet is asked) and the namespaces tried, each
   * once (Solana wallets may be announced after the EVM ones).
   */
  restore: { plan: StoredWallet[] | null; tried: Namespace[] } | null
}

export type FrameEvent =
  | { type: 'ACCOUNTS_REQUESTED' }
  | { type: 'CLOSED' }
  | { type: 'CONNECTED' }
  | { type: 'SIGN_IN_HELD'; closeAfter: boolean }
  | { type: 'SIGN_IN_DROPPED' }
  | { type: 'RESTORE_STARTED'; plan: StoredWallet[] | null; namespaces: Namespace[] }

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
    closeAfterSignIn: false,
    restoreTried: false,
    restore: null,
  }),
  on: {
    // Asked while closed: the modal was opened for the host's request.
    ACCOUNTS_REQUESTED: { actions: assign({ closeAfterConnect: true }) },
    CLOSED: { actions: assign({ closeAfterConnect: false }) },
    CONNECTED: { actions: assign({ closeAfterConnect: false, restoreTried: true }) },
    // The connect waits for sign-in; what it would have done is held until the user signed.
    SIGN_IN_HELD: { actions: assign({ closeAfterSignIn: ({ event }) => event.closeAfter }) },
    // Signed, declined or disconnected: nothing is held any more.
    SIGN_IN_DROPPED: { actions: assign({ closeAfterSignIn: false }) },
    RESTORE_STARTED: {
      actions: assign({
        restore: ({ context, event }) => ({
          plan: context.restore ? context.restore.plan : event.plan,
          tried: [...(context.restore?.tried ?? []), ...event.namespaces],
        }),
      }),
    },
  },
})
