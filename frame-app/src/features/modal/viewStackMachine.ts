import type { ViewName } from '@porthole/shared-protocol'
import { assign, setup } from 'xstate'

export type Direction = 'next' | 'prev'

export type ViewStackContext = {
  history: ViewName[]
  direction: Direction
}

export type ViewStackEvent =
  | { type: 'OPEN'; view: ViewName }
  | { type: 'CLOSE' }
  | { type: 'PUSH'; view: ViewName }
  | { type: 'REPLACE'; view: ViewName }
  | { type: 'RESET'; view: ViewName }
  | { type: 'BACK' }

/** SPEC §2: going back closes the modal with one view left or when UnsupportedChain is in the history. */
export function backCloses(history: readonly ViewName[]): boolean {
  return history.length <= 1 || history.includes('UnsupportedChain')
}

export function currentView(context: ViewStackContext): ViewName {
  return context.history.at(-1) ?? 'Connect'
}

/**
 * The modal's view stack (SPEC §2) and its open/closed state. `OPEN` resets the history to
 * the requested view; `BACK` pops or closes; `PUSH` of the current view does nothing.
 */
export const viewStackMachine = setup({
  types: {
    context: {} as ViewStackContext,
    events: {} as ViewStackEvent,
    input: {} as { view?: ViewName } | undefined,
  },
  guards: {
    isCurrent: ({ context, event }) => event.type === 'PUSH' && currentView(context) === event.view,
    backCloses: ({ context }) => backCloses(context.history),
  },
  actions: {
    push: assign(({ context, event }) =>
      event.type === 'PUSH'
        ? { history: [...context.history, event.view], direction: 'next' as const }
        : {},
    ),
    replace: assign(({ context, event }) =>
      event.type === 'REPLACE'
        ? { history: [...context.history.slice(0, -1), event.view], direction: 'next' as const }
        : {},
    ),
    reset: assign(({ event }) =>
      event.type === 'RESET' || event.type === 'OPEN'
        ? { history: [event.view], direction: 'next' as const }
        : {},
    ),
    pop: assign(({ context }) => ({
      history: context.history.slice(0, -1),
      direction: 'prev' as const,
    })),
  },
}).createMachine({
  id: 'viewStack',
  context: ({ input }) => ({ history: [input?.view ?? 'Connect'], direction: 'next' }),
  initial: 'closed',
  on: {
    PUSH: [{ guard: 'isCurrent' }, { actions: 'push' }],
    REPLACE: { actions: 'replace' },
    RESET: { actions: 'reset' },
  },
  states: {
    closed: {
      on: { OPEN: { target: 'open', actions: 'reset' } },
    },
    open: {
      on: {
        OPEN: { actions: 'reset' },
        CLOSE: { target: 'closed' },
        BACK: [{ guard: 'backCloses', target: 'closed' }, { actions: 'pop' }],
      },
    },
  },
})
