import { fromErrorData } from '@porthole/shared-protocol'
import { expect, test } from 'vitest'
import { VaultLoadError, VaultRequestTimeoutError } from '../../connectors/embedded/VaultErrors.ts'
import { createTranslator } from '../../i18n/createTranslator.ts'
import { describeLoginError } from './describeLoginError.ts'
import { embeddedMessages } from './embeddedMessages.ts'
import { hasVaultErrorName } from './hasVaultErrorName.ts'
import { isEmailFieldError } from './views/EmailForm/isEmailFieldError.ts'
import { describeErrorText } from './views/EmailLogin/describeErrorText.ts'
import { isRetryable } from './views/EmailLogin/isRetryable.ts'

test('vault answers become what the panel shows, by name', () => {
  const answer = (data: Record<string, unknown>) =>
    describeLoginError(fromErrorData({ code: 5000, message: 'x', data }))
  expect(answer({ name: 'OtpWrongCodeError', attemptsLeft: 3 })).toEqual({
    kind: 'wrongCode',
    attemptsLeft: 3,
  })
  expect(answer({ name: 'OtpLockedError', retryAt: '2030-01-01T00:15:00.000Z' })).toEqual({
    kind: 'locked',
    retryAt: Date.UTC(2030, 0, 1, 0, 15),
  })
  expect(answer({ name: 'OtpExpiredError' })).toEqual({ kind: 'expired' })
  expect(answer({ name: 'ApiUnreachableError' })).toEqual({ kind: 'unreachable' })
  expect(answer({ name: 'RateLimitedError' })).toEqual({ kind: 'rateLimited' })
  expect(answer({ name: 'RecoveryUnavailableError' })).toEqual({ kind: 'newDevice' })
  expect(answer({ name: 'WrongPasskeyError' })).toEqual({ kind: 'wrongPasskey' })
  expect(answer({ name: 'RecoveryOpenError' })).toEqual({ kind: 'wrongPasskey' })
  expect(answer({ name: 'EmailInUseError' })).toEqual({ kind: 'emailInUse' })
  expect(answer({ name: 'UnverifiedDomainError' })).toEqual({ kind: 'unverifiedDomain' })
  expect(answer({ name: 'InvalidAppConfigError' })).toEqual({ kind: 'invalidConfig' })
  expect(answer({ name: 'EmbeddedLoginUnavailableError' })).toEqual({ kind: 'invalidConfig' })
  expect(answer({ name: 'UnknownProjectError' })).toEqual({ kind: 'invalidConfig' })
  expect(describeLoginError(new VaultLoadError())).toEqual({ kind: 'vaultLoad' })
})

test('SPEC §8 "iframe request timeout": a vault that never answers CONNECT_EMAIL is said in words', () => {
  const error = describeLoginError(new VaultRequestTimeoutError('CONNECT_EMAIL'))
  expect(error).toEqual({ kind: 'timeout' })
  const t = createTranslator('en', embeddedMessages)
  expect(describeErrorText(error, t, 'en')).toBe(
    'The secure wallet did not answer in time. Try again.',
  )
  expect(isRetryable(error)).toBe(true)
})

test('a login on a device without a share of the account is told apart from every other error', () => {
  const answer = (name: string) => fromErrorData({ code: 5000, message: 'x', data: { name } })
  expect(hasVaultErrorName(answer('NewDeviceError'), 'NewDeviceError')).toBe(true)
  expect(hasVaultErrorName(answer('RecoveryUnavailableError'), 'NewDeviceError')).toBe(false)
  expect(hasVaultErrorName(new VaultLoadError(), 'NewDeviceError')).toBe(false)
})

test('error: a vault name the panel has no words for, or one the catalog does not know, shows the message', () => {
  const answer = (name: string) =>
    describeLoginError(fromErrorData({ code: 5000, message: 'The api said no.', data: { name } }))
  expect(answer('ValidationError')).toEqual({ kind: 'unknown', message: 'The api said no.' })
  expect(answer('NotAVaultError')).toEqual({ kind: 'unknown', message: 'The api said no.' })
})

test('a server limit is said in words and leaves the email field valid; a wrong address marks it', () => {
  const t = createTranslator('en', embeddedMessages)
  expect(describeErrorText({ kind: 'rateLimited' }, t, 'en')).toBe(
    'Too many codes were asked for from this network. Wait a while, then try again.',
  )
  expect(isEmailFieldError({ kind: 'rateLimited' })).toBe(false)
  expect(isEmailFieldError({ kind: 'tooSoon', retryAt: 0 })).toBe(false)
  expect(isEmailFieldError({ kind: 'unreachable' })).toBe(false)
  expect(isEmailFieldError(null)).toBe(false)
  expect(isEmailFieldError({ kind: 'invalidEmail' })).toBe(true)
  expect(isEmailFieldError({ kind: 'emailInUse' })).toBe(true)
})

test('error: a code the mail server did not take is said as such, not as a server out of reach, and leaves the email field valid', () => {
  const answer = describeLoginError(
    fromErrorData({
      code: 5000,
      message: 'The code could not be sent; try again.',
      data: { name: 'MailDeliveryError' },
    }),
  )
  expect(answer).toEqual({ kind: 'mailFailed' })
  const t = createTranslator('en', embeddedMessages)
  expect(describeErrorText(answer, t, 'en')).toBe(
    'The code could not be sent just now. Try again in a moment.',
  )
  expect(isEmailFieldError(answer)).toBe(false)
  // Nothing was kept: sending again asks for a new code; there is no code to submit again.
  expect(isRetryable(answer)).toBe(false)
})
