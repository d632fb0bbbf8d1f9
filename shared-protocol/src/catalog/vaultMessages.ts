import * as z from 'zod/mini'
import { embeddedLoginCalls } from './embeddedLoginCalls.ts'

/** The vault's URL path version (SPEC §7): `<vaultUrl>/<version>/`. */
export const DEFAULT_VAULT_VERSION = 4

/** SPEC §9 timeouts of the embedded wallet. */
export const VAULT_TIMEOUTS = {
  /** The vault must say READY this long after its iframe was added. */
  loadMs: 20_000,
  /** A login request (CONNECT_EMAIL, CONNECT_OTP) must be answered within (a passkey ceremony waits longer). */
  loginRequestMs: 30_000,
  /** SIGN_OUT is waited for this long, then the frame signs out anyway. */
  signOutMs: 3_000,
  /** Requests wait this long after READY. */
  settleMs: 500,
  /** Any other request. */
  requestMs: 30_000,
} as const

export type VaultCallName = keyof typeof embeddedLoginCalls
const callNames = Object.keys(embeddedLoginCalls) as [VaultCallName, ...VaultCallName[]]

const Id = z.string().check(z.minLength(1), z.maxLength(64))
const ErrorDataSchema = z.object({
  code: z.number(),
  message: z.string(),
  data: z.optional(z.unknown()),
})

/** Frame → vault: `{ type: 'X_REQUEST', id, payload }`; the payload is checked per call. */
export const VaultRequestSchema = z.object({
  type: z.enum(callNames.map((name) => `${name}_REQUEST`) as [string, ...string[]]),
  id: Id,
  payload: z.unknown(),
})

/** Vault → frame: the answer to one request (`X_SUCCESS` or `X_ERROR`) or an event. */
export const VaultMessageSchema = z.union([
  z.object({ type: z.literal('READY'), payload: z.object({ version: z.string() }) }),
  z.object({
    type: z.literal('SESSION_UPDATE'),
    payload: z.object({ isConnected: z.boolean(), email: z.optional(z.string()) }),
  }),
  z.object({ type: z.string().check(z.regex(/_SUCCESS$/)), id: Id, payload: z.unknown() }),
  z.object({ type: z.string().check(z.regex(/_ERROR$/)), id: Id, error: ErrorDataSchema }),
])
export type VaultMessage = z.infer<typeof VaultMessageSchema>

/** The call name of a `X_REQUEST` / `X_SUCCESS` / `X_ERROR` type. */
export function callNameOf(type: string): VaultCallName | undefined {
  const name = type.replace(/_(REQUEST|SUCCESS|ERROR)$/, '')
  return name in embeddedLoginCalls ? (name as VaultCallName) : undefined
}
