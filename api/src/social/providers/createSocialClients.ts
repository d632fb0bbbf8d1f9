import * as client from 'openid-client'
import { SocialLoginError } from '../SocialLoginError.ts'
import { providerDefaults } from './providerDefaults.ts'
import {
  isProviderOutage,
  PROVIDER_TIMEOUT_SECONDS,
  providerUnreachable,
} from './providerFailure.ts'
import { readSocialProfile } from './readSocialProfile.ts'
import type { SocialProfile } from './SocialProfile.ts'
import type { SocialProviderConfig, SocialProviderId } from './SocialProviderSchema.ts'

/** What an attempt keeps between start and callback (in Postgres, `social_attempts`). */
export type AttemptChecks = { state: string; nonce: string; codeVerifier: string }

export type SocialClients = {
  /** The configured providers, in configuration order. */
  readonly providers: readonly SocialProviderId[]
  /** The provider's authorization URL for a new attempt (code + PKCE S256, state, nonce). */
  authorizationUrl(provider: SocialProviderId, checks: AttemptChecks): Promise<URL>
  /** Redeems the callback (a GET, or Apple's form POST) and reads who signed in. */
  complete(
    provider: SocialProviderId,
    callback: { query: URLSearchParams; form: URLSearchParams | undefined },
    checks: AttemptChecks,
  ): Promise<SocialProfile>
}

/**
 * The api as OAuth 2 / OIDC client of each configured provider (openid-client), production
 * and dev alike: only the endpoints differ. `callbackBase` is the api's public origin; each
 * provider returns to `<callbackBase>/auth/social/<provider>/callback`. Each call to a provider
 * is given `providerTimeoutSeconds` (tests that wait one out set it shorter).
 */
export function createSocialClients({
  providers: configs,
  callbackBase,
  providerTimeoutSeconds: timeoutSeconds = PROVIDER_TIMEOUT_SECONDS,
}: {
  providers: readonly SocialProviderConfig[]
  callbackBase: string
  providerTimeoutSeconds?: number | undefined
}): SocialClients {
  const byId = new Map(configs.map((config) => [config.id, config]))
  // One discovery per provider and api instance; a failed one is retried on the next login.
  const configurations = new Map<SocialProviderId, Promise<client.Configuration>>()
  const redirectUri = (provider: SocialProviderId) =>
    new URL(`/auth/social/${provider}/callback`, callbackBase).href

  const configure = async (provider: SocialProviderId): Promise<client.Configuration> => {
    const config = byId.get(provider)
    if (!config)
      throw new SocialLoginError('not_configured', `${provider} login is not configured.`)
    const defaults = providerDefaults[provider]
    const issuer = config.issuer ?? defaults.issuer
    const insecure = new URL(issuer).protocol === 'http:'
    const auth =
      defaults.tokenAuth === 'basic'
        ? client.ClientSecretBasic(config.clientSecret)
        : client.ClientSecretPost(config.clientSecret)
    const execute = insecure ? [client.allowInsecureRequests] : []
    if (defaults.protocol === 'oidc') {
      return client.discovery(new URL(issuer), config.clientId, undefined, auth, {
        execute,
        timeout: timeoutSeconds,
      })
    }
    const authorization = config.authorizationEndpoint ?? defaults.authorizationEndpoint
    const token = config.tokenEndpoint ?? defaults.tokenEndpoint
    if (!authorization || !token) {
      throw new SocialLoginError(
        'not_configured',
        `${provider} has no authorization or token endpoint.`,
      )
    }
    const configuration = new client.Configuration(
      { issuer, authorization_endpoint: authorization, token_endpoint: token },
      config.clientId,
      undefined,
      auth,
    )
    for (const step of execute) step(configuration)
    configuration.timeout = timeoutSeconds
    return configuration
  }
  const configuration = (provider: SocialProviderId) => {
    const cached = configurations.get(provider)
    if (cached) return cached
    const fresh = configure(provider).catch((cause: unknown) => {
      configurations.delete(provider)
      if (cause instanceof SocialLoginError) throw cause
      throw providerUnreachable(provider, cause)
    })
    configurations.set(provider, fresh)
    return fresh
  }

  return {
    providers: configs.map((config) => config.id),
    async authorizationUrl(provider, checks) {
      const config = await configuration(provider)
      const defaults = providerDefaults[provider]
      const params: Record<string, string> = {
        redirect_uri: redirectUri(provider),
        scope: defaults.scope,
        state: checks.state,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      }
      if (defaults.protocol === 'oidc') params.nonce = checks.nonce
      if (defaults.responseMode) params.response_mode = defaults.responseMode
      return client.buildAuthorizationUrl(config, params)
    },
    async complete(provider, callback, checks) {
      const config = await configuration(provider)
      const defaults = providerDefaults[provider]
      const settings = byId.get(provider)
      const params = callback.form ?? callback.query
      const refused = params.get('error')
      if (refused) {
        const said = params.get('error_description') ?? refused
        throw new SocialLoginError('provider_refused', `The provider refused the login: ${said}`)
      }
      // openid-client reads the answer from the URL and sends that URL, less its query, as
      // redirect_uri: rebuilt on the public callback address (the api may sit behind a proxy).
      const current = new URL(redirectUri(provider))
      current.search = params.toString()
      const tokens = await client
        .authorizationCodeGrant(config, current, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          ...(defaults.protocol === 'oidc'
            ? { expectedNonce: checks.nonce, idTokenExpected: true }
            : {}),
        })
        .catch((cause: unknown) => {
          if (isProviderOutage(cause)) throw providerUnreachable(provider, cause)
          const detail = cause instanceof Error ? cause.message : String(cause)
          throw new SocialLoginError(
            'provider_answer',
            `The provider's token answer was refused: ${detail}`,
            { cause },
          )
        })
      return readSocialProfile({
        config,
        provider,
        tokens,
        userEndpoint: settings?.userEndpoint ?? defaults.userEndpoint,
        emailsEndpoint: settings?.emailsEndpoint ?? defaults.emailsEndpoint,
        appleUser: callback.form?.get('user') ?? undefined,
      }).catch((cause: unknown) => {
        // The user endpoints fail like the token one: away, or an answer refused; never an
        // error the callback does not expect (a 500, and the vault left waiting).
        if (cause instanceof SocialLoginError) throw cause
        if (isProviderOutage(cause)) throw providerUnreachable(provider, cause)
        throw new SocialLoginError('provider_answer', "The provider's user answer was refused.", {
          cause,
        })
      })
    },
  }
}
