import { assign, setup } from 'xstate'

import type { AccountTab } from '../AccountTab.ts'

/** The Account view's selected tab; Tokens first, back to Tokens on RESET (disconnect). */
export const accountTabMachine = setup({
  types: {
    context: {} as { currentTab: AccountTab },
    events: {} as { type: 'SELECT'; tab: AccountTab } | { type: 'RESET' },
  },
}).createMachine({
  id: 'accountTab',
  context: { currentTab: 'tokens' },
  on: {
    SELECT: { actions: assign(({ event }) => ({ currentTab: event.tab })) },
    RESET: { actions: assign({ currentTab: 'tokens' as AccountTab }) },
  },
})
