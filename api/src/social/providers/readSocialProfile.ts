import * as client from 'openid-client'
import { z } from 'zod'
import { SocialLoginError } from '../SocialLoginError.ts'
import { providerUnreachable } from './providerFailure.ts'
import type { SocialProfile } from './SocialProfile.ts'
import type { SocialProviderId } from './SocialProviderSchema.ts'

type Tokens = Awaited<ReturnType<typeof client.authorizationCodeGrant>>

export type ProfileSource = {
  config: client.Configuration
  provider: SocialProviderId
  tokens: Tokens
  userEndpoint: string | undefined
  emailsEndpoint: string | undefined
  /** Apple's form_post `user` field (first login only): `{ name: { firstName, lastName } }`. */
  appleUser: string | undefined
}

const id = z.union([z.string().min(1), z.number().int()]).transform(String)
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
const OidcClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: flag.optional(),
  name: z.string().optional(),
})
const GithubUserSchema = z.object({ id, login: z.string(), name: z.string().nullish() })
const GithubEmailsSchema = z.array(
  z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }),
)
const XUserSchema = z.object({ data: z.object({ id, name: z.string(), username: z.string() }) })
const DiscordUserSchema = z.object({
  id,
  username: z.string(),
  global_name: z.string().nullish(),
  email: z.string().nullish(),
  verified: z.boolean().optional(),
})
const FacebookUserSchema = z.object({
  id,
  name: z.string().optional(),
  email: z.string().optional(),
})
const AppleUserSchema = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
})

function parse<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw new SocialLoginError('provider_answer', `The provider's ${what} has an unexpected shape.`)
}

async function getJson(source: ProfileSource, url: string | undefined): Promise<unknown> {
  if (!url) throw new SocialLoginError('not_configured', 'The provider has no user endpoint.')
  const { access_token: token } = source.tokens
  const response = await client.fetchProtectedResource(source.config, token, new URL(url), 'GET')
  if (response.status >= 500) throw providerUnreachable(source.provider)
  if (!response.ok) {
    throw new SocialLoginError(
      'provider_answer',
      `The provider's user API answered ${response.status}.`,
    )
  }
  return response.json()
}

function appleName(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  try {
    const user = AppleUserSchema.safeParse(JSON.parse(raw))
    const name = user.success ? user.data.name : undefined
    const full = [name?.firstName, name?.lastName].filter(Boolean).join(' ')
    return full || undefined
  } catch {
    return undefined
  }
}

/**
 * The person behind a completed authorization: from the ID token and userinfo (OIDC) or the
 * provider's own user API, in that provider's JSON shape. Emails count as verified only where
 * the provider says so (SPEC §1 linking): Google and Apple `email_verified`, GitHub's verified
 * primary address, Discord `verified`; X gives no email and Facebook no verified flag.
 */
export async function readSocialProfile(source: ProfileSource): Promise<SocialProfile> {
  const { provider, tokens } = source
  if (provider === 'google' || provider === 'apple') {
    const idClaims = parse(OidcClaimsSchema, tokens.claims(), 'ID token')
    const claims =
      provider === 'google'
        ? parse(
            OidcClaimsSchema,
            await client.fetchUserInfo(source.config, tokens.access_token, idClaims.sub),
            'userinfo',
          )
        : idClaims
    return {
      provider,
      subject: claims.sub,
      email: claims.email,
      emailVerified: Boolean(claims.email && claims.email_verified),
      username: claims.name ?? appleName(source.appleUser) ?? claims.email,
    }
  }
  if (provider === 'github') {
    const user = parse(GithubUserSchema, await getJson(source, source.userEndpoint), 'user')
    const emails = parse(GithubEmailsSchema, await getJson(source, source.emailsEndpoint), 'emails')
    const primary = emails.find((entry) => entry.primary && entry.verified)
    return {
      provider,
      subject: user.id,
      email: primary?.email,
      emailVerified: Boolean(primary),
      username: user.login,
    }
  }
  if (provider === 'x') {
    const { data } = parse(XUserSchema, await getJson(source, source.userEndpoint), 'user')
    return {
      provider,
      subject: data.id,
      email: undefined,
      emailVerified: false,
      username: data.username,
    }
  }
  if (provider === 'discord') {
    const user = parse(DiscordUserSchema, await getJson(source, source.userEndpoint), 'user')
    return {
      provider,
      subject: user.id,
      email: user.email ?? undefined,
      emailVerified: Boolean(user.email && user.verified),
      username: user.global_name ?? user.username,
    }
  }
  const user = parse(FacebookUserSchema, await getJson(source, source.userEndpoint), 'user')
  return {
    provider,
    subject: user.id,
    email: user.email,
    emailVerified: false,
    username: user.name,
  }
}
