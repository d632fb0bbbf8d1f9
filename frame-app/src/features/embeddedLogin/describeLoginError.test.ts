import { fromErrorData } from '@porthole/shared-protocol'
import { expect, test } from 'vitest'
import { VaultLoadError } from '../../connectors/embedded/VaultErrors.ts'
import { describeLoginError } from './describeLoginError.ts'

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
  expect(describeLoginError(new VaultLoadError())).toEqual({ kind: 'vaultLoad' })
})
