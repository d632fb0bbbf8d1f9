import { type ErrorData, toErrorData } from '@porthole/shared-protocol'
import { assign, fromPromise, setup } from 'xstate'

/** How long "Switched to X" shows before the modal moves on (back to Account, or closes). */
export const SWITCHED_RESULT_MS = 1200

export type NetworkSwitchInput = {
  /** Asks the wallet to switch (`switchNetwork`); rejects with the wallet's typed error. */
  switchTo: () => Promise<unknown>
  /** The switch is done and was shown: apply the modal's rule after a switch. */
  leave: () => void
}

/**
 * SwitchNetwork's flow (AppKit's network-switch view): `switching` while the wallet asks its
 * user, `failed` with the typed error (Try again sends `RETRY`), `switched` for a moment, then
 * `done`, which leaves the view.
 */
export const networkSwitchMachine = setup({
  types: {
    input: {} as NetworkSwitchInput,
    context: {} as NetworkSwitchInput & { error: ErrorData | null },
    events: {} as { type: 'RETRY' },
  },
  actors: {
    switchTo: fromPromise<unknown, { switchTo: () => Promise<unknown> }>(({ input }) =>
      input.switchTo(),
    ),
  },
  delays: { result: SWITCHED_RESULT_MS },
}).createMachine({
  id: 'networkSwitch',
  initial: 'switching',
  context: ({ input }) => ({ ...input, error: null }),
  states: {
    switching: {
      entry: assign({ error: null }),
      invoke: {
        src: 'switchTo',
        input: ({ context }) => ({ switchTo: context.switchTo }),
        onDone: 'switched',
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toErrorData(event.error) }),
        },
      },
    },
    failed: { on: { RETRY: 'switching' } },
    switched: { after: { result: 'done' } },
    done: { type: 'final', entry: ({ context }) => context.leave() },
  },
})
