import type { SiwxConfig } from '@porthole/shared-protocol'

/** When a sign-in message issued at `issuedAt` expires: the config's lifetime, else a day. */
export function siwxExpiry(issuedAt: Date, config: SiwxConfig): Date {
  return new Date(issuedAt.getTime() + (config.expirationSeconds ?? 86_400) * 1000)
}
