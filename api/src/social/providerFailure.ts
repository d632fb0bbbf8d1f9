import { providerDefaults } from './providerDefaults.ts'
import { SocialLoginError } from './SocialLoginError.ts'
import type { SocialProviderId } from './SocialProviderSchema.ts'

/**
 * How long the api waits for a provider's discovery document, token, or user endpoint, in
 * seconds: well inside the vault's 30 s login request (docs/decisions/0229).
 */
export const PROVIDER_TIMEOUT_SECONDS = 10

/**
 * Whether a failed call to a provider means the provider is away rather than that its answer
 * was refused: the connection failed (refused, reset, no such host), the wait ran out, or it
 * answered a 5xx (openid-client keeps that response as the error's cause).
 */
export function isProviderOutage(cause: unknown): boolean {
  if (!(cause instanceof Error)) return false
  if (cause instanceof TypeError && cause.message === 'fetch failed') return true
  const code = (cause as { code?: unknown }).code
  if (code === 'OAUTH_TIMEOUT' || code === 'OAUTH_ABORT') return true
  return cause.cause instanceof Response && cause.cause.status >= 500
}

/** The error a provider that is away is answered with: the modal shows its message. */
export const providerUnreachable = (provider: SocialProviderId, cause?: unknown) =>
  new SocialLoginError(
    'provider_unreachable',
    `${providerDefaults[provider].displayName} cannot be reached right now. Try again in a moment.`,
    { cause },
  )
