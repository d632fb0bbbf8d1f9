import type { DappData, HostWallet, ThemeMode, ThemeVariables } from '@porthole/shared-protocol'
import { assign, setup } from 'xstate'

export type SettingsContext = {
  dapp: DappData | null
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  hostWallets: HostWallet[]
  /** The verified origin of the embedding page (handshake / ancestorOrigins), never host-supplied. */
  hostOrigin: string | null
}

export type SettingsEvent =
  | { type: 'SYNC_DAPP_DATA'; dapp: DappData }
  | {
      type: 'SYNC_THEME'
      themeMode?: ThemeMode | undefined
      themeVariables?: ThemeVariables | undefined
    }
  | { type: 'SYNC_HOST_WALLETS'; wallets: HostWallet[] }
  | { type: 'SET_HOST_ORIGIN'; origin: string }

/** What the host syncs into the frame: dapp data, theme, announced wallets; plus the verified origin. */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as { themeMode: ThemeMode },
  },
}).createMachine({
  id: 'settings',
  context: ({ input }) => ({
    dapp: null,
    themeMode: input.themeMode,
    themeVariables: {},
    hostWallets: [],
    hostOrigin: null,
  }),
  on: {
    SYNC_DAPP_DATA: { actions: assign(({ event }) => ({ dapp: event.dapp })) },
    SYNC_THEME: {
      actions: assign(({ context, event }) => ({
        themeMode: event.themeMode ?? context.themeMode,
        themeVariables: event.themeVariables ?? context.themeVariables,
      })),
    },
    SYNC_HOST_WALLETS: { actions: assign(({ event }) => ({ hostWallets: event.wallets })) },
    SET_HOST_ORIGIN: { actions: assign(({ event }) => ({ hostOrigin: event.origin })) },
  },
})
