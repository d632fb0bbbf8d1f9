import { assign, setup } from 'xstate'
import type { ViewName } from '../views/FrameViews.ts'

export type Direction = 'next' | 'prev'

/** What a view was opened with (validated by the view registry's params schema). */
export type ViewParams = Readonly<Record<string, unknown>>

/** One entry of the view stack: the view and the params it was opened with. */
export type ViewEntry = { view: ViewName; params: ViewParams }

export type ViewStackContext = {
  history: ViewEntry[]
  direction: Direction
}

type Target = { view: ViewName; params?: ViewParams }

export type ViewStackEvent =
  | ({ type: 'OPEN' } & Target)
  | { type: 'CLOSE' }
  | ({ type: 'PUSH' } & Target)
  | ({ type: 'REPLACE' } & Target)
  | ({ type: 'RESET' } & Target)
  | { type: 'BACK' }

const entry = (target: Target): ViewEntry => ({ view: target.view, params: target.params ?? {} })

/** SPEC §2: going back closes the modal with one view left or when UnsupportedChain is in the history. */
export function backCloses(history: readonly ViewEntry[]): boolean {
  return history.length <= 1 || history.some((item) => item.view === 'UnsupportedChain')
}

export function currentEntry(context: ViewStackContext): ViewEntry {
  return context.history.at(-1) ?? { view: 'Connect', params: {} }
}

export function currentView(context: ViewStackContext): ViewName {
  return currentEntry(context).view
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
        ? { history: [...context.history, entry(event)], direction: 'next' as const }
        : {},
    ),
    replace: assign(({ context, event }) =>
      event.type === 'REPLACE'
        ? { history: [...context.history.slice(0, -1), entry(event)], direction: 'next' as const }
        : {},
    ),
    reset: assign(({ event }) =>
      event.type === 'RESET' || event.type === 'OPEN'
        ? { history: [entry(event)], direction: 'next' as const }
        : {},
    ),
    pop: assign(({ context }) => ({
      history: context.history.slice(0, -1),
      direction: 'prev' as const,
    })),
  },
}).createMachine({
  id: 'viewStack',
  context: ({ input }) => ({
    history: [{ view: input?.view ?? 'Connect', params: {} }],
    direction: 'next',
  }),
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
