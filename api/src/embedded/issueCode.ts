import { randomInt } from 'node:crypto'
import type { Queryable } from '../db/Db.ts'
import { findOtpForUpdate, type OtpKey, saveOtp } from '../db/embedded/embeddedOtps.ts'
import { lockOtpClient } from '../db/embedded/lockOtpClient.ts'
import { insertOtpClientEvent, readOtpClientEvents } from '../db/embedded/otpClientEvents.ts'
import { OtpLockedError, OtpTooSoonError, RateLimitedError } from '../errors.ts'
import type { EmbeddedOptions } from './EmbeddedOptions.ts'
import type { EmbeddedKeys } from './embeddedKeys.ts'
import { hashCode } from './embeddedKeys.ts'

/** What issuing and checking a code need: the keys, the limits, the time and the client. */
export type CodeContext = {
  keys: EmbeddedKeys
  options: EmbeddedOptions
  now: number
  /** The client's address (`clientAddress`); its wrong codes are limited over every email. */
  client: string
}

export const secondsUntil = (at: Date, now: number) =>
  Math.max(1, Math.ceil((at.getTime() - now) / 1000))

/**
 * Stores a fresh code for `key` inside the caller's transaction (the row stays locked while
 * the caller mails it, and a failed mail rolls it back): refused while the client has used
 * its sends of the hour (counted under the client's lock, so requests at once on several api
 * instances cannot pass it together), the email is locked in this browser, or its last code
 * of this purpose is under 30 s old (SPEC §9). Answers the code to mail and its times.
 */
export async function issueCode(tx: Queryable, context: CodeContext, key: OtpKey) {
  const { options, now, client } = context
  const hourAgo = new Date(now - 3_600_000)
  await lockOtpClient(tx, { projectId: key.projectId, client })
  const sends = await readOtpClientEvents(tx, 'send', {
    projectId: key.projectId,
    client,
    since: hourAgo,
  })
  if (sends.count >= options.maxSendsPerClientPerHour) throw new RateLimitedError(3600)
  const current = await findOtpForUpdate(tx, key)
  if (current?.lockedUntil && current.lockedUntil.getTime() > now)
    throw new OtpLockedError(current.lockedUntil, secondsUntil(current.lockedUntil, now))
  const resendAt = current && new Date(current.sentAt.getTime() + options.resendSeconds * 1000)
  if (resendAt && resendAt.getTime() > now)
    throw new OtpTooSoonError(resendAt, secondsUntil(resendAt, now))
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const sentAt = new Date(now)
  const expiresAt = new Date(now + options.codeTtlSeconds * 1000)
  await saveOtp(tx, {
    ...key,
    codeHash: hashCode(context.keys, key.projectId, key.email, code, key.purpose),
    sentAt,
    expiresAt,
    // A resend keeps what is left of the budget (SECURITY #25); a lock that ended renews it.
    attempts: current && current.attemptsLeft > 0 ? current.attemptsLeft : options.maxAttempts,
  })
  await insertOtpClientEvent(tx, 'send', { projectId: key.projectId, client, at: sentAt })
  return { code, expiresAt, resendAt: new Date(now + options.resendSeconds * 1000) }
}

/** An issued code's expiry and earliest resend, as the 202 answer to a send gives them. */
export const codeTimesOf = (issued: { expiresAt: Date; resendAt: Date }) => ({
  expiresAt: issued.expiresAt.toISOString(),
  resendAt: issued.resendAt.toISOString(),
})
