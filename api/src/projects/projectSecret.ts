import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** What every project secret starts with, so a leaked one is recognisable in logs and scanners. */
const PREFIX = 'phs_'

/** The SHA-256 (hex) of a secret: all the database keeps. */
export const hashProjectSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex')

/** A new secret (256 random bits) and its hash. */
export function newProjectSecret(): { secret: string; hash: string } {
  const secret = `${PREFIX}${randomBytes(32).toString('base64url')}`
  return { secret, hash: hashProjectSecret(secret) }
}

/** Whether `secret` is the one `hash` was made from, in time that does not depend on where they differ. */
export function projectSecretMatches(secret: string, hash: string): boolean {
  const given = Buffer.from(hashProjectSecret(secret), 'hex')
  const kept = Buffer.from(hash, 'hex')
  return given.length === kept.length && timingSafeEqual(given, kept)
}
