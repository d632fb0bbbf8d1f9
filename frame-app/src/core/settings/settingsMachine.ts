import type {
  DappData,
  HostWallet,
  SafeArea,
  ThemeMode,
  ThemeVariables,
} from '@porthole/shared-protocol'
import { assign, setup } from 'xstate'

export type SettingsContext = {
  dapp: DappData | null
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  hostWallets: HostWallet[]
  /** The verified origin of the embedding page (handshake / ancestorOrigins), never host-supplied. */
  hostOrigin: string | null
  /** The host's `locale` (config or `setLocale`), a well-formed BCP 47 tag; null: the browser's. */
  locale: string | null
  /** The host's `setConsent`: null until it is called (error telemetry only, no usage analytics). */
  consent: boolean | null
  /** The host page's safe-area insets (px), which the frame's own `env()` does not see. */
  safeArea: SafeArea
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
  | { type: 'SET_LOCALE'; locale: string }
  | { type: 'SET_CONSENT'; consent: boolean }
  | { type: 'SYNC_SAFE_AREA'; safeArea: SafeArea }

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
    locale: null,
    consent: null,
    safeArea: { top: 0, right: 0, bottom: 0, left: 0 },
  }),
  on: {
    SYNC_DAPP_DATA: {
      actions: assign(({ context, event }) => ({
        dapp: event.dapp,
        locale: event.dapp.locale ?? context.locale,
      })),
    },
    SYNC_THEME: {
      actions: assign(({ context, event }) => ({
        themeMode: event.themeMode ?? context.themeMode,
        themeVariables: event.themeVariables ?? context.themeVariables,
      })),
    },
    SYNC_HOST_WALLETS: { actions: assign(({ event }) => ({ hostWallets: event.wallets })) },
    SET_HOST_ORIGIN: { actions: assign(({ event }) => ({ hostOrigin: event.origin })) },
    SET_LOCALE: { actions: assign(({ event }) => ({ locale: event.locale })) },
    SET_CONSENT: { actions: assign(({ event }) => ({ consent: event.consent })) },
    SYNC_SAFE_AREA: { actions: assign(({ event }) => ({ safeArea: event.safeArea })) },
  },
})
