import { SocialLoginError } from '../SocialLoginError.ts'
import { providerDefaults } from './providerDefaults.ts'
import type { SocialProviderId } from './SocialProviderSchema.ts'

/**
 * How long the api waits for a provider's discovery document, token, or user endpoint, in
 * seconds: well inside the vault's 30 s login request (docs/decisions/0229).
 */
export const PROVIDER_TIMEOUT_SECONDS = 10

/**
 * Whether a failed call to a provider means the provider is away rather than that its answer
 * was refused: the connection failed (refused, reset, no such host), the wait ran out, or it
 * answered a 5xx (openid-client keeps that response as the error's cause). Read by shape, not
 * `instanceof`: the error and the response may come from another realm's `Error` and
 * `Response` (a `fetch` other than this module's globals), and then a 503 read as refused.
 */
export function isProviderOutage(cause: unknown): boolean {
  if (typeof cause !== 'object' || cause === null) return false
  const { name, message, code } = cause as { name?: unknown; message?: unknown; code?: unknown }
  if (name === 'TypeError' && message === 'fetch failed') return true
  if (code === 'OAUTH_TIMEOUT' || code === 'OAUTH_ABORT') return true
  const response = (cause as { cause?: unknown }).cause
  if (typeof response !== 'object' || response === null) return false
  const status = (response as { status?: unknown }).status
  return typeof status === 'number' && status >= 500
}

/** The error a provider that is away is answered with: the modal shows its message. */
export const providerUnreachable = (provider: SocialProviderId, cause?: unknown) =>
  new SocialLoginError(
    'provider_unreachable',
    `${providerDefaults[provider].displayName} cannot be reached right now. Try again in a moment.`,
    { cause },
  )
