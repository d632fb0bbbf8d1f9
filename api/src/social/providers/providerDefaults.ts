import type { SocialProviderId } from './SocialProviderSchema.ts'

export type ProviderDefaults = {
  /** oidc: discovery, id token with nonce, userinfo; oauth2: the provider's own user API. */
  protocol: 'oidc' | 'oauth2'
  issuer: string
  authorizationEndpoint?: string
  tokenEndpoint?: string
  userEndpoint?: string
  emailsEndpoint?: string
  scope: string
  /** Apple answers the callback with a form POST (response_mode=form_post). */
  responseMode?: 'form_post'
  /** How the client authenticates at the token endpoint. */
  tokenAuth: 'post' | 'basic'
  displayName: string
}

/** The providers' real endpoints and scopes (2026). */
export const providerDefaults: Record<SocialProviderId, ProviderDefaults> = {
  google: {
    protocol: 'oidc',
    issuer: 'https://accounts.google.com',
    scope: 'openid email profile',
    tokenAuth: 'post',
    displayName: 'Google',
  },
  apple: {
    protocol: 'oidc',
    issuer: 'https://appleid.apple.com',
    scope: 'openid email name',
    responseMode: 'form_post',
    tokenAuth: 'post',
    displayName: 'Apple',
  },
  github: {
    protocol: 'oauth2',
    issuer: 'https://github.com',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userEndpoint: 'https://api.github.com/user',
    emailsEndpoint: 'https://api.github.com/user/emails',
    scope: 'read:user user:email',
    tokenAuth: 'post',
    displayName: 'GitHub',
  },
  x: {
    protocol: 'oauth2',
    issuer: 'https://x.com',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userEndpoint: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
    tokenAuth: 'basic',
    displayName: 'X',
  },
  discord: {
    protocol: 'oauth2',
    issuer: 'https://discord.com',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userEndpoint: 'https://discord.com/api/users/@me',
    scope: 'identify email',
    tokenAuth: 'post',
    displayName: 'Discord',
  },
  facebook: {
    protocol: 'oauth2',
    issuer: 'https://www.facebook.com',
    authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userEndpoint: 'https://graph.facebook.com/v21.0/me?fields=id,name,email',
    scope: 'public_profile email',
    tokenAuth: 'post',
    displayName: 'Facebook',
  },
}
