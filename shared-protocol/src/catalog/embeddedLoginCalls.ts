import * as z from 'zod/mini'
import { AccountTypeSchema as AccountType, SignedAuthorizationSchema } from '../smartAccount.ts'
import { defineCall } from './defineCall.ts'
import { CaipNetworkIdSchema, RpcRequestSchema, ThemeModeSchema } from './schemas.ts'

/**
 * SPEC §4: the embedded-login events, each a request answered by a success or an error.
 * On the wire an event `X` travels as `X_REQUEST`, then `X_SUCCESS` or `X_ERROR`.
 * The frame and the vault (`vault/`) speak it over postMessage (`vaultMessages.ts`).
 */
const Email = z
  .string()
  .check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'invalid email'))
const Otp = z.string().check(z.regex(/^[0-9]{6}$/, 'the code has 6 digits'))
const SocialProvider = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
/** A recovery code as typed: letters, digits, spaces and dashes (the vault checks the rest). */
const RecoveryCode = z.string().check(z.minLength(1), z.maxLength(80))
const ChainId = z.union([z.number().check(z.int()), z.string()])

export const EmbeddedUserSchema = z.object({
  email: z.optional(z.string()),
  /** The EVM address. */
  address: z.string(),
  /** The Solana (ed25519) address of the same login. */
  solanaAddress: z.optional(z.string()),
  chainId: ChainId,
  accounts: z.optional(z.array(z.object({ address: z.string(), type: AccountType }))),
  /** SPEC §9 social username: the name the provider (or Farcaster) gave at login. */
  userName: z.optional(z.string()),
  /** SPEC §3 socialProvider: how the session was opened, absent for an email login. */
  socialProvider: z.optional(
    z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']),
  ),
  preferredAccountType: z.optional(AccountType),
  /**
   * Whether the vault's storage keeps the session across a reload; false where the browser
   * blocks it (third-party storage off): the session then lasts for the page (SECURITY #7).
   */
  sessionPersists: z.optional(z.boolean()),
})

const Ok = z.object({})

/** The vault's own passkey button: its words and the frame's look (REGISTER_PASSKEY, CONNECT_DEVICE). */
const PasskeyButtonLook = z.object({
  /** The button's words, in the frame's language. */
  label: z.string().check(z.minLength(1), z.maxLength(40)),
  /** The frame's accent colour and theme, so the button looks like the frame's own. */
  accent: z.string().check(z.maxLength(64)),
  themeMode: ThemeModeSchema,
  /**
   * The frame's button font as a CSS `font` shorthand (weight, size, family), so the words
   * match the frame's; the vault's own when absent or unreadable.
   */
  font: z.optional(z.string().check(z.maxLength(999))),
  /** The frame's text colour on that fill; the vault picks white or black when absent. */
  text: z.optional(z.string().check(z.maxLength(64))),
})

export const embeddedLoginCalls = {
  SWITCH_NETWORK: defineCall(z.object({ chainId: ChainId }), z.object({ chainId: ChainId })),
  CONNECT_EMAIL: defineCall(
    z.object({ email: Email }),
    z.object({
      action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']),
      /** When another code may be asked for (SPEC §9: 30 s after this one). */
      resendAt: z.optional(z.string()),
    }),
  ),
  /**
   * A new device (CONNECT_OTP failed with `NewDeviceError`): the vault shows its own "Use
   * passkey" button where the frame places it (as for REGISTER_PASSKEY), opens the recovery
   * share with the account's passkey, splits the key again and keeps a new device share here.
   * Answers once the session is open; CANCEL_PASSKEY withdraws the button (4001).
   */
  CONNECT_DEVICE: defineCall(PasskeyButtonLook, Ok),
  CONNECT_OTP: defineCall(z.object({ otp: Otp }), Ok),
  /**
   * Asks once for the social login started with `uri` (GET_SOCIAL_REDIRECT_URI's answer): the
   * vault claims its outcome at the api; the user, or still pending.
   */
  CONNECT_SOCIAL: defineCall(
    z.object({ uri: z.string() }),
    z.union([EmbeddedUserSchema, z.object({ pending: z.literal(true) })]),
  ),
  /** Asks the api once whether the Farcaster channel was signed: the user, or still pending. */
  CONNECT_FARCASTER: defineCall(
    Ok,
    z.union([EmbeddedUserSchema, z.object({ pending: z.literal(true) })]),
  ),
  GET_FARCASTER_URI: defineCall(Ok, z.object({ url: z.string() })),
  GET_SOCIAL_REDIRECT_URI: defineCall(
    z.object({ provider: SocialProvider }),
    z.object({ uri: z.string() }),
  ),
  GET_USER: defineCall(
    z.object({ chainId: z.optional(ChainId), preferredAccountType: z.optional(AccountType) }),
    EmbeddedUserSchema,
  ),
  SIGN_OUT: defineCall(Ok, Ok),
  IS_CONNECTED: defineCall(Ok, z.object({ isConnected: z.boolean() })),
  RPC_REQUEST: defineCall(RpcRequestSchema, z.unknown()),
  /**
   * Moves the signed-in account to `email`: a code goes to the current address (primary) and
   * one to the new address (secondary); UPDATE_EMAIL_PRIMARY_OTP then
   * UPDATE_EMAIL_SECONDARY_OTP verify them, the second answering the new email.
   */
  UPDATE_EMAIL: defineCall(
    z.object({ email: Email }),
    z.object({
      action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']),
      /** When the codes may be asked for again (SPEC §9: 30 s). */
      resendAt: z.optional(z.string()),
    }),
  ),
  UPDATE_EMAIL_PRIMARY_OTP: defineCall(z.object({ otp: Otp }), Ok),
  UPDATE_EMAIL_SECONDARY_OTP: defineCall(z.object({ otp: Otp }), z.object({ newEmail: Email })),
  SYNC_DAPP_DATA: defineCall(
    z.object({ projectId: z.string(), sdkVersion: z.string(), verifiedOrigin: z.string() }),
    Ok,
  ),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: defineCall(
    Ok,
    z.object({ smartAccountEnabledNetworks: z.array(CaipNetworkIdSchema) }),
  ),
  /**
   * Signs the EIP-7702 authorization that delegates the account to Simple7702Account on
   * `chainId` (an enabled network) with the account's next authorization `nonce`, which the
   * frame reads from the chain; the vault cannot reach chains.
   */
  INIT_SMART_ACCOUNT: defineCall(
    z.object({
      chainId: z.number().check(z.int(), z.positive()),
      nonce: z.number().check(z.int(), z.nonnegative()),
    }),
    z.object({ address: z.string(), authorization: SignedAuthorizationSchema }),
  ),
  /**
   * Removes the account's EIP-7702 delegation on `chainId` (decision 0012): the vault signs an
   * authorization to the zero address (nonce + 1) and the one transaction that carries it, from
   * the account to itself with no data and no value, with the frame's nonce, gas and fees; it
   * answers that signed transaction. No other call signs an authorization to the zero address.
   */
  REMOVE_DELEGATION: defineCall(
    z.object({
      chainId: z.number().check(z.int(), z.positive()),
      nonce: z.number().check(z.int(), z.nonnegative()),
      gas: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
      maxFeePerGas: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
      maxPriorityFeePerGas: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
    }),
    z.object({ transaction: z.string() }),
  ),
  /** The account type to use on the current chain (SPEC §3: stored per chain). */
  SET_PREFERRED_ACCOUNT: defineCall(
    z.object({ type: AccountType }),
    z.object({ type: AccountType, address: z.string() }),
  ),
  RELOAD: defineCall(Ok, Ok),
  /**
   * Porthole's recovery passkey (docs/decisions/0157-the-recovery-passkey.md), beyond SPEC §4. The
   * vault shows its own "Create passkey" button (WebAuthn needs a click inside the vault's
   * document) where the frame places the vault; the answer comes once the passkey seals the
   * recovery share. CANCEL_PASSKEY withdraws the button (the pending request fails with 4001).
   */
  REGISTER_PASSKEY: defineCall(PasskeyButtonLook, z.object({ createdAt: z.string() })),
  CANCEL_PASSKEY: defineCall(Ok, Ok),
  /** The host switched the theme while the button shows: the button takes the new look. */
  RESTYLE_PASSKEY: defineCall(PasskeyButtonLook, Ok),
  /** The account's recovery methods: its passkey and its recovery code, if it has them. */
  GET_RECOVERY: defineCall(
    Ok,
    z.object({
      passkey: z.nullable(z.object({ createdAt: z.string() })),
      code: z.nullable(z.object({ createdAt: z.string() })),
    }),
  ),
  /**
   * A recovery code for the signed-in account (docs/decisions/0040): the vault draws it and
   * keeps it in memory until SAVE_RECOVERY_CODE; the frame shows it to be written down.
   */
  CREATE_RECOVERY_CODE: defineCall(Ok, z.object({ code: RecoveryCode })),
  /**
   * The code CREATE_RECOVERY_CODE drew, once the visitor re-typed part of it: the vault splits
   * the key again, seals the new recovery share with the code and the api stores it.
   */
  SAVE_RECOVERY_CODE: defineCall(
    z.object({ code: RecoveryCode }),
    z.object({ createdAt: z.string() }),
  ),
  /**
   * A new device (NewDeviceError whose `data.recovery.code` is true): the code opens the
   * recovery share, the key is split again and this device keeps a new share. Answers once
   * the session is open; a typo is `RecoveryCodeInvalidError`, another code
   * `RecoveryCodeWrongError`.
   */
  CONNECT_RECOVERY_CODE: defineCall(z.object({ code: RecoveryCode }), Ok),
}
export type EmbeddedLoginCalls = typeof embeddedLoginCalls

/** One-way events of the embedded-login frame. */
export const embeddedLoginEvents = {
  READY: z.object({ version: z.string() }),
  /**
   * The vault's session changed (login, sign-out, expiry). It never carries the session
   * token: nothing that can act as the user leaves the vault (SECURITY #21).
   */
  SESSION_UPDATE: z.object({ isConnected: z.boolean(), email: z.optional(z.string()) }),
}

/** Wire names of an event: `CONNECT_EMAIL` travels as `CONNECT_EMAIL_REQUEST` / `_SUCCESS` / `_ERROR`. */
export function wireNames<N extends string>(name: N) {
  return {
    request: `${name}_REQUEST`,
    success: `${name}_SUCCESS`,
    error: `${name}_ERROR`,
  } as const
}
