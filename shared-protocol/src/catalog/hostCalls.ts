import * as z from 'zod/mini'
import { ErrorCode } from '../errors.ts'
import { defineCall } from './defineCall.ts'
import { PayRequestSchema, PayResultSchema } from './paySchemas.ts'
import { StateAnswerSchema, StateSnapshotSchema } from './StateSnapshotSchema.ts'
import {
  CaipNetworkIdSchema,
  DappDataSchema,
  HostWalletSchema,
  LocaleSchema,
  RpcRequestSchema,
  SafeAreaSchema,
  ThemeModeSchema,
  ThemeVariablesSchema,
  ViewNameSchema,
} from './schemas.ts'

/** Calls the host makes and the frame answers. */
export const hostCalls = {
  OPEN: defineCall(
    z.object({
      view: z.optional(ViewNameSchema),
      /** Connect with this namespace's wallets only (Account when it is connected). */
      namespace: z.optional(z.enum(['eip155', 'solana'])),
    }),
    StateAnswerSchema,
  ),
  CLOSE: defineCall(z.null(), StateAnswerSchema),
  RPC_REQUEST: defineCall(RpcRequestSchema, z.unknown()),
  GET_STATE: defineCall(z.null(), StateSnapshotSchema),
  SYNC_THEME: defineCall(
    z.object({
      themeMode: z.optional(ThemeModeSchema),
      themeVariables: z.optional(ThemeVariablesSchema),
    }),
    z.null(),
  ),
  SYNC_DAPP_DATA: defineCall(DappDataSchema, z.null()),
  /** The host page's safe-area insets (a notch, the home indicator), for the phone's bottom sheet. */
  SYNC_SAFE_AREA: defineCall(SafeAreaSchema, z.null()),
  /** The modal's language from now on (`modal.setLocale`); a tag it lacks falls back. */
  SET_LOCALE: defineCall(z.object({ locale: LocaleSchema }), z.null()),
  /**
   * The visitor's answer to the host's consent prompt (`modal.setConsent`): false stops every
   * report at once, true also allows usage analytics beyond errors.
   */
  SET_CONSENT: defineCall(z.object({ consent: z.boolean() }), z.null()),
  SWITCH_NETWORK: defineCall(z.object({ caipNetworkId: CaipNetworkIdSchema }), StateAnswerSchema),
  DISCONNECT: defineCall(z.null(), StateAnswerSchema),
  /** Revoke the sign-in session (the wallet signs the revocation); disconnects when sign-in is required. */
  SIGN_OUT: defineCall(z.null(), StateAnswerSchema),
  /** The EIP-6963 wallets announced in the host page: descriptors only, never providers. */
  SYNC_HOST_WALLETS: defineCall(z.object({ wallets: z.array(HostWalletSchema) }), z.null()),
  /** An event emitted by a forwarded host wallet (accountsChanged, chainChanged, ...). */
  HOST_WALLET_EVENT: defineCall(
    z.object({
      uuid: z.string(),
      event: z.enum(['accountsChanged', 'chainChanged', 'connect', 'disconnect']),
      data: z.unknown(),
    }),
    z.null(),
  ),
  /**
   * `modal.pay(...)`: the Pay view takes the payment; answers once the transfer is confirmed
   * (or at once for an order already paid). Interactive: it waits for the visitor. A request
   * that fails its schema is refused with PaymentInvalidError (5110).
   */
  PAY: defineCall(PayRequestSchema, PayResultSchema, ErrorCode.paymentInvalid),
}
export type HostCalls = typeof hostCalls
