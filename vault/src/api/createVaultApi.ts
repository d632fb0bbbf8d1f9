import { VaultErrorNameSchema } from '@porthole/shared-protocol'
import * as z from 'zod/mini'
import { VaultError } from '../VaultError.ts'

const ApiErrorSchema = z.object({
  error: z.object({
    name: z.string(),
    message: z.string(),
    data: z.optional(z.record(z.string(), z.unknown())),
  }),
})
const SendSchema = z.object({ email: z.string(), expiresAt: z.string(), resendAt: z.string() })
/** A login's session as the api answers it: its bearer token, for which email, until when. */
const SessionSchema = z.object({
  token: z.string(),
  email: z.string(),
  expiresAt: z.string(),
})
const ProviderSchema = z.enum([
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
])
/** A social or Farcaster login's session: the email login's, plus who (SPEC §9 social username). */
export const LoginSessionSchema = z.extend(SessionSchema, {
  provider: ProviderSchema,
  username: z.optional(z.string()),
})
export type LoginSession = z.infer<typeof LoginSessionSchema>
const SocialStartSchema = z.object({
  uri: z.url(),
  state: z.string(),
  resultKey: z.string(),
  expiresAt: z.string(),
})
const FarcasterChannelSchema = z.object({
  channelToken: z.string(),
  url: z.string(),
  expiresAt: z.string(),
})
/** A social or Farcaster login: still pending, or the session it opened. */
const LoginCompleteSchema = z.union([
  z.object({ state: z.literal('pending') }),
  z.object({ state: z.literal('completed'), session: LoginSessionSchema }),
])
const WalletSchema = z.object({
  email: z.string(),
  evmAddress: z.string(),
  solanaAddress: z.string(),
  authShare: z.string(),
  /** False until this vault's CONFIRM (its device share stored); then it outlives its session. */
  confirmed: z.boolean(),
})
const PasskeySchema = z.object({
  passkey: z.nullable(z.object({ createdAt: z.string() })),
})
/** WebAuthn options JSON, checked in substance by `@simplewebauthn/browser` and the browser. */
const OptionsSchema = z.looseObject({ challenge: z.string() })
export type ApiWallet = z.infer<typeof WalletSchema>
export type ApiSession = z.infer<typeof SessionSchema>

/** What the vault asks the api (its CSP lets it reach nothing else). */
export type VaultApi = ReturnType<typeof createVaultApi>

/** 32 random bytes, base64url: this vault's one-time-code challenge (SECURITY #25). */
const randomChallenge = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

export function createVaultApi(apiUrl: string, projectId: () => string) {
  // The api keeps this browser's codes, attempts and locks under it: wrong guesses from
  // another browser lock that browser, never this one's next code.
  const challenge = randomChallenge()
  const call = async <S extends z.ZodMiniType>(
    schema: S,
    path: string,
    init: { method?: 'GET' | 'POST'; body?: unknown; token?: string } = {},
  ): Promise<z.infer<S>> => {
    const url = `${apiUrl}${path}?projectId=${encodeURIComponent(projectId())}`
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(20_000),
    }).catch((cause) => {
      throw new VaultError('ApiUnreachableError', 'The server could not be reached; try again.', {
        cause,
      })
    })
    // 204: the api has nothing to give (no wallet yet), which a nullable schema accepts.
    const body: unknown =
      response.status === 204 ? null : await response.json().catch(() => undefined)
    if (!response.ok) {
      const parsed = ApiErrorSchema.safeParse(body)
      const error = parsed.success
        ? parsed.data.error
        : { name: 'ApiError', message: `The server answered ${response.status}.` }
      // A name the frame does not know (SPEC §8) reaches it as ApiError, its message kept.
      const name = VaultErrorNameSchema.safeParse(error.name)
      throw new VaultError(name.success ? name.data : 'ApiError', error.message, {
        ...('data' in error && error.data ? { data: error.data } : {}),
      })
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success)
      throw new VaultError('ApiError', 'The server answered something unexpected.')
    return parsed.data
  }
  /** A POST of `body` as JSON, with the session `token` where the route needs one. */
  const post = <S extends z.ZodMiniType>(schema: S, path: string, body: unknown, token?: string) =>
    call(schema, path, { method: 'POST', body, ...(token === undefined ? {} : { token }) })
  return {
    sendCode: (email: string) => post(SendSchema, '/v1/embedded/otp', { email, challenge }),
    verifyCode: (email: string, code: string) =>
      post(SessionSchema, '/v1/embedded/otp/verify', { email, code, challenge }),
    /** The account's wallet, or null before its first. */
    getWallet: (token: string) => call(z.nullable(WalletSchema), '/v1/embedded/wallet', { token }),
    createWallet: (
      token: string,
      wallet: { evmAddress: string; solanaAddress: string; authShare: string },
    ) => post(z.object({ email: z.string() }), '/v1/embedded/wallet', wallet, token),
    /**
     * Drops the account's wallet at `evmAddress` if it was never confirmed (no recovery method
     * stored): `discarded` false when it was (docs/decisions/0041).
     */
    discardWallet: (token: string, evmAddress: string) =>
      post(
        z.object({ discarded: z.boolean() }),
        '/v1/embedded/wallet/discard',
        { evmAddress },
        token,
      ),
    getPasskey: (token: string) => call(PasskeySchema, '/v1/embedded/passkey', { token }),
    passkeyRegistrationOptions: (token: string) =>
      post(OptionsSchema, '/v1/embedded/passkey/register/options', {}, token),
    /** Registers the passkey and, in the same transaction, the key's fresh auth share. */
    registerPasskey: (
      token: string,
      body: {
        response: unknown
        prfSalt: string
        sealedRecovery: string
        authShare: string
        signature: string
      },
    ) =>
      post(
        z.object({ createdAt: z.string() }),
        '/v1/embedded/passkey/register/verify',
        body,
        token,
      ),
    /** A new device: the assertion options for the account's passkey and its PRF salt. */
    passkeyLoginOptions: (token: string) =>
      post(
        z.object({ options: OptionsSchema, prfSalt: z.string() }),
        '/v1/embedded/passkey/login/options',
        {},
        token,
      ),
    /** The verified assertion releases the recovery share the passkey's PRF output sealed. */
    passkeyLogin: (token: string, body: { response: unknown }) =>
      post(
        z.object({ sealedRecovery: z.string() }),
        '/v1/embedded/passkey/login/verify',
        body,
        token,
      ),
    /** After a passkey login: the key's new auth share and its recovery share sealed anew. */
    replaceRecoveredShares: (
      token: string,
      body: { sealedRecovery: string; authShare: string; signature: string },
    ) =>
      post(z.object({ replaced: z.boolean() }), '/v1/embedded/passkey/login/shares', body, token),
    /** The account's recovery code, if it has one (docs/decisions/0040). */
    getRecoveryCode: (token: string) =>
      call(
        z.object({ code: z.nullable(z.object({ createdAt: z.string() })) }),
        '/v1/embedded/recovery-code',
        { token },
      ),
    /** Stores the recovery share sealed with a code, with the key's new auth share. */
    saveRecoveryCode: (
      token: string,
      body: { sealedRecovery: string; authShare: string; signature: string },
    ) => post(z.object({ createdAt: z.string() }), '/v1/embedded/recovery-code', body, token),
    /** The recovery share sealed with the account's code, for a live session of its login. */
    openRecoveryCode: (token: string) =>
      post(z.object({ sealedRecovery: z.string() }), '/v1/embedded/recovery-code/open', {}, token),
    /** Starts a social login whose result the api's callback page posts to `origin`. */
    startSocial: (provider: string, origin: string) =>
      post(SocialStartSchema, `/v1/auth/social/${encodeURIComponent(provider)}`, { origin }),
    /** 202 `pending` until the provider sent the person back; then the login's session, once. */
    claimSocial: (state: string, resultKey: string) =>
      post(LoginCompleteSchema, '/v1/auth/social/result', { state, resultKey }),
    openFarcasterChannel: () => post(FarcasterChannelSchema, '/v1/auth/farcaster/channel', {}),
    /** 202 `pending` until the person signed; then the checked login's session. */
    completeFarcaster: (channelToken: string) =>
      post(LoginCompleteSchema, '/v1/auth/farcaster/complete', { channelToken }),
    /** UPDATE_EMAIL: codes to the current address (primary) and to `newEmail` (secondary). */
    startEmailUpdate: (token: string, newEmail: string) =>
      post(
        z.object({ newEmail: z.string(), resendAt: z.string() }),
        '/v1/embedded/email/update',
        { newEmail },
        token,
      ),
    verifyEmailUpdate: (token: string, step: 'primary' | 'secondary', code: string) =>
      post(z.object({}), `/v1/embedded/email/update/${step}`, { code }, token),
    revokeSession: (token: string) =>
      post(z.object({ revoked: z.boolean() }), '/v1/embedded/session/revoke', {}, token),
  }
}
