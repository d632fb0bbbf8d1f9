import type { ErrorData } from '@porthole/shared-protocol'
import { assign, emit, setup } from 'xstate'
import type { RegistryWallet } from '../../api/WalletPageSchema.ts'
import { PAIRING_EXPIRY_TOLERANCE_MS } from '../../connectors/walletConnect/pairing/shouldReusePairing.ts'
import type {
  PairingTicket,
  WalletConnectEvent,
} from '../../connectors/walletConnect/WalletConnectEvent.ts'

/** SPEC §3 wallet-connection state (status is the machine's `status` region). */
export type WalletConnectContext = {
  wcUri: string | null
  /** When the URI stops being offered (ms); SPEC §9: 4 minutes, 10 s tolerance. */
  wcPairingExpiry: number | null
  /** The wallet being opened with a link, while the host navigates to it. */
  wcLinking: { name: string; href: string } | null
  wcError: ErrorData | null
  /** The wallet being paired with or last opened through WalletConnect (null: any wallet). */
  recentWallet: RegistryWallet | null
  /** A pairing is being created (the view shows a spinner). */
  buffering: boolean
  /** The basic QR flow (no wallet list) is in use: exempt from UnsupportedChain (SPEC §2). */
  wcBasic: boolean
  /**
   * The pairing URI has been shown in a view or handed to a wallet by link (SPEC §4: such a URI
   * is reused only on iOS Safari and in Telegram).
   */
  wcShown: boolean
  /**
   * The latest pairing begun, named by its BUFFERING event's ticket; a proposal answered for
   * any other pairing is ended, not used. Kept across cancel and disconnect, so a session
   * approved after the view was left still connects.
   */
  wcPairing: PairingTicket | null
}

export type WalletConnectStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

export type WalletConnectMachineEvent =
  | WalletConnectEvent
  /** The pairing view shows, for `wallet` (a registry wallet) or for any wallet. */
  | { type: 'WAIT'; wallet?: RegistryWallet | null }
  | { type: 'CANCEL' }
  /** A stored session is being restored; `basic`: it was paired in the basic QR view. */
  | { type: 'RESTORE'; basic?: boolean }
  | { type: 'RESTORED' }
  | { type: 'RESTORE_FAILED' }
  | { type: 'LINKING'; wallet: RegistryWallet; href: string }

const initial: WalletConnectContext = {
  wcUri: null,
  wcPairingExpiry: null,
  wcLinking: null,
  wcError: null,
  recentWallet: null,
  buffering: false,
  wcBasic: false,
  wcShown: false,
  wcPairing: null,
}

/**
 * The wallet-connection state as an explicit machine, in two regions: `status` (SPEC §3:
 * disconnected, connecting, connected, reconnecting) and `pairing` (none, buffering, ready,
 * expired). A ready URI expires 10 s before its expiry time and emits `pairingExpired`, so the
 * view gets a fresh one; a declined proposal keeps its error beside the next URI.
 */
export const walletConnectMachine = setup({
  types: {
    context: {} as WalletConnectContext,
    events: {} as WalletConnectMachineEvent,
    emitted: {} as { type: 'pairingExpired' },
  },
  delays: {
    untilExpired: ({ context }) =>
      Math.max(0, (context.wcPairingExpiry ?? 0) - Date.now() - PAIRING_EXPIRY_TOLERANCE_MS),
  },
  actions: {
    /** Back to the start, keeping the recent wallet and the current pairing. */
    reset: assign(({ context }) => ({
      ...initial,
      recentWallet: context.recentWallet,
      wcPairing: context.wcPairing,
    })),
    clearError: assign({ wcError: null }),
    setUri: assign(({ event }) =>
      event.type === 'URI'
        ? { wcUri: event.uri, wcPairingExpiry: event.expiry, buffering: false }
        : {},
    ),
  },
}).createMachine({
  id: 'walletConnect',
  type: 'parallel',
  context: { ...initial },
  states: {
    status: {
      initial: 'disconnected',
      states: {
        disconnected: {
          on: {
            WAIT: {
              target: 'connecting',
              actions: assign(({ event }) => ({
                wcBasic: true,
                wcError: null,
                recentWallet: event.wallet ?? null,
              })),
            },
            RESTORE: {
              target: 'reconnecting',
              actions: assign(({ event }) => ({ wcBasic: event.basic === true })),
            },
            SESSION: 'connected',
          },
        },
        connecting: {
          on: {
            SESSION: { target: 'connected', actions: ['clearError', assign({ wcLinking: null })] },
            CANCEL: {
              target: 'disconnected',
              actions: ['clearError', assign({ wcLinking: null })],
            },
          },
        },
        reconnecting: {
          on: {
            RESTORED: 'connected',
            RESTORE_FAILED: 'disconnected',
            WAIT: {
              target: 'connecting',
              actions: assign(({ event }) => ({
                wcBasic: true,
                recentWallet: event.wallet ?? null,
              })),
            },
          },
        },
        connected: {
          on: {
            ENDED: { target: 'disconnected', actions: 'reset' },
          },
        },
      },
    },
    pairing: {
      initial: 'none',
      on: {
        BUFFERING: {
          target: '.buffering',
          actions: assign(({ event }) => ({
            buffering: true,
            wcUri: null,
            wcShown: false,
            wcPairing: event.pairing,
          })),
        },
        SHOWN: { actions: assign({ wcShown: true }) },
        URI: { target: '.ready', actions: 'setUri' },
        DECLINED: {
          target: '.none',
          actions: assign(({ event }) => ({ wcError: event.error, wcUri: null, wcLinking: null })),
        },
        FAILED: {
          target: '.none',
          actions: assign(({ event }) => ({ wcError: event.error, wcUri: null, buffering: false })),
        },
        SESSION: { target: '.none', actions: assign({ wcUri: null, wcPairingExpiry: null }) },
        LINKING: {
          actions: assign(({ event }) => ({
            wcLinking: { name: event.wallet.name, href: event.href },
            recentWallet: event.wallet,
            wcShown: true,
          })),
        },
      },
      states: {
        none: {},
        buffering: {},
        ready: {
          // A new URI restarts the expiry timer (re-entering only this state).
          on: { URI: { target: 'ready', reenter: true, actions: 'setUri' } },
          after: {
            untilExpired: {
              target: 'expired',
              actions: [assign({ wcUri: null }), emit({ type: 'pairingExpired' as const })],
            },
          },
        },
        expired: {},
      },
    },
  },
})

/** The SPEC §3 status of a walletConnectMachine snapshot. */
export function walletConnectStatus(snapshot: { value: unknown }): WalletConnectStatus {
  return (snapshot.value as { status: WalletConnectStatus }).status
}
