import type { Mailer } from '../mail/Mailer.ts'

/** Email login and embedded-wallet settings (SPEC §9, SECURITY #22). */
export type EmbeddedOptions = {
  /**
   * 32 bytes from configuration (EMBEDDED_SECRET): keys the HMAC of stored codes and the
   * AES-256-GCM seal of auth shares. Absent, the email-login routes answer 503.
   */
  secret: Uint8Array | undefined
  /** Sends the codes; absent, the email-login routes answer 503. */
  mailer: Mailer | undefined
  /** How long a code may be used. */
  codeTtlSeconds: number
  /** Wrong codes accepted before the email is locked. */
  maxAttempts: number
  /** How long an email stays locked once its attempts ran out. */
  lockSeconds: number
  /** SPEC §9: the least time between two sends to one email. */
  resendSeconds: number
  /** Sends one client (IP address) may ask for per hour, over every email. */
  maxSendsPerClientPerHour: number
  /** How long a session a verified code opens lasts. */
  sessionMaxAgeSeconds: number
  /**
   * The vault's origin (VAULT_URL): the relying party of recovery passkeys, whose host is the
   * passkey's rpID. Absent, the passkey routes answer 503.
   */
  vaultOrigin?: string | undefined
}

export const DEFAULT_EMBEDDED: Omit<EmbeddedOptions, 'secret' | 'mailer'> = {
  codeTtlSeconds: 600,
  maxAttempts: 5,
  lockSeconds: 900,
  resendSeconds: 30,
  maxSendsPerClientPerHour: 30,
  sessionMaxAgeSeconds: 30 * 24 * 60 * 60,
}
