import type { Queryable } from '../db/Db.ts'
import { consumeOtp, findOtpForUpdate, type OtpKey, spendAttempt } from '../db/embeddedOtps.ts'
import type { ApiError } from '../errors.ts'
import { OtpExpiredError, OtpLockedError, OtpWrongCodeError } from '../errors.ts'
import { hashCode } from './embeddedKeys.ts'
import { type CodeContext, secondsUntil } from './issueCode.ts'

/**
 * Checks `code` against the live code of `key` inside the caller's transaction: a right code
 * is used up (single use); a wrong one costs an attempt and, at the last, locks the email.
 * Answers the error to throw once the transaction committed (so a wrong code stays counted),
 * or null when the code was right.
 */
export async function checkCode(
  tx: Queryable,
  context: Omit<CodeContext, 'client'>,
  key: OtpKey,
  code: string,
): Promise<ApiError | null> {
  const { options, now } = context
  const current = await findOtpForUpdate(tx, key)
  if (current?.lockedUntil && current.lockedUntil.getTime() > now)
    return new OtpLockedError(current.lockedUntil, secondsUntil(current.lockedUntil, now))
  if (!current?.codeHash || current.expiresAt.getTime() <= now) return new OtpExpiredError()
  if (current.codeHash !== hashCode(context.keys, key.projectId, key.email, code, key.purpose)) {
    const attemptsLeft = current.attemptsLeft - 1
    const lockUntil = new Date(now + options.lockSeconds * 1000)
    await spendAttempt(tx, { ...key, attemptsLeft, lockUntil })
    return attemptsLeft > 0
      ? new OtpWrongCodeError(attemptsLeft)
      : new OtpLockedError(lockUntil, options.lockSeconds)
  }
  await consumeOtp(tx, key)
  return null
}
