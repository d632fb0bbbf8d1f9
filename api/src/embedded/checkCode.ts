import type { Queryable } from '../db/Db.ts'
import {
  consumeOtp,
  findOtpForUpdate,
  type OtpKey,
  spendAttempt,
} from '../db/embedded/embeddedOtps.ts'
import { lockOtpClient } from '../db/embedded/lockOtpClient.ts'
import { insertOtpClientEvent, readOtpClientEvents } from '../db/embedded/otpClientEvents.ts'
import type { ApiError } from '../errors.ts'
import { OtpExpiredError, OtpLockedError, OtpWrongCodeError, RateLimitedError } from '../errors.ts'
import { hashCode } from './embeddedKeys.ts'
import { type CodeContext, secondsUntil } from './issueCode.ts'

const DAY_MS = 86_400_000

/**
 * Checks `code` against the live code of `key` inside the caller's transaction (SECURITY
 * #25): a right code is used up (single use) and ends the back-off; a wrong one costs an
 * attempt and, at the last, locks the email in this browser for `lockSeconds` doubled by
 * each lock before, up to `maxLockSeconds`. A client past `maxWrongPerClient` wrong codes in
 * a day waits `clientBackoffSeconds`, doubled by each wrong code after (counted under the
 * client's lock, so requests at once on several api instances cannot pass it together). Answers the error to
 * throw once the transaction committed (so a wrong code stays counted), or null when right.
 */
export async function checkCode(
  tx: Queryable,
  context: CodeContext,
  key: OtpKey,
  code: string,
): Promise<ApiError | null> {
  const { options, now, client } = context
  await lockOtpClient(tx, { projectId: key.projectId, client })
  const failures = await readOtpClientEvents(tx, 'failure', {
    projectId: key.projectId,
    client,
    since: new Date(now - DAY_MS),
  })
  const over = failures.count - options.maxWrongPerClient
  if (over >= 0 && failures.last) {
    const wait = Math.min(options.clientBackoffSeconds * 2 ** over, options.maxLockSeconds)
    const until = failures.last.getTime() + wait * 1000
    if (until > now) return new RateLimitedError(secondsUntil(new Date(until), now))
  }
  const current = await findOtpForUpdate(tx, key)
  if (current?.lockedUntil && current.lockedUntil.getTime() > now)
    return new OtpLockedError(current.lockedUntil, secondsUntil(current.lockedUntil, now))
  if (!current?.codeHash || current.expiresAt.getTime() <= now) return new OtpExpiredError()
  if (current.codeHash !== hashCode(context.keys, key.projectId, key.email, code, key.purpose)) {
    await insertOtpClientEvent(tx, 'failure', {
      projectId: key.projectId,
      client,
      at: new Date(now),
    })
    const attemptsLeft = current.attemptsLeft - 1
    const lockSeconds = Math.min(
      options.lockSeconds * 2 ** current.lockCount,
      options.maxLockSeconds,
    )
    const lockUntil = new Date(now + lockSeconds * 1000)
    await spendAttempt(tx, { ...key, attemptsLeft, lockUntil })
    return attemptsLeft > 0
      ? new OtpWrongCodeError(attemptsLeft)
      : new OtpLockedError(lockUntil, lockSeconds)
  }
  await consumeOtp(tx, key, options.maxAttempts)
  return null
}
