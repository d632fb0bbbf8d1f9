/** How each social login is named to people (Account: "Connected with Google (alice)"). */
export const socialProviderNames = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  farcaster: 'Farcaster',
} as const

export type SocialProviderId = keyof typeof socialProviderNames
