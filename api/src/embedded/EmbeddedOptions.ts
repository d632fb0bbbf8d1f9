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
  /** Wrong codes accepted (over resends) before the email's codes in that browser lock. */
  maxAttempts: number
  /** How long the first lock lasts; each next one, until a right code, twice the one before. */
  lockSeconds: number
  /** The longest lock, of an email in one browser or of one client. */
  maxLockSeconds: number
  /** Wrong codes one client (IP address) may send in a day, over every email, at once. */
  maxWrongPerClient: number
  /** The wait after the client's `maxWrongPerClient`th wrong code; doubled by each next one. */
  clientBackoffSeconds: number
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
  maxLockSeconds: 24 * 60 * 60,
  maxWrongPerClient: 10,
  clientBackoffSeconds: 60,
  resendSeconds: 30,
  maxSendsPerClientPerHour: 30,
  sessionMaxAgeSeconds: 30 * 24 * 60 * 60,
}
