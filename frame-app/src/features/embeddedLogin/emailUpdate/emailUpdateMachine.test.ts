import { fromErrorData } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { VaultClient } from '../../../connectors/embedded/createVaultClient.ts'
import { emailUpdateMachine } from './emailUpdateMachine.ts'

/** A vault answering each call from `answers` (an error answer is the vault's wire error). */
function vaultAnswering(answers: Record<string, unknown[]>) {
  const calls: { name: string; payload: unknown }[] = []
  const vault: VaultClient = {
    call: async (name, payload) => {
      calls.push({ name, payload })
      const next = answers[name]?.shift()
      if (next instanceof Error) throw next
      return next as never
    },
    place: () => undefined,
    destroy: () => undefined,
  }
  return { vault, calls }
}
const vaultError = (name: string, data: Record<string, unknown> = {}) =>
  fromErrorData({ code: 5000, message: name, data: { name, ...data } })

describe('emailUpdateMachine', () => {
  test('default: new email → primary code → secondary code → done', async () => {
    const resendAt = '2030-01-01T00:00:30.000Z'
    const { vault, calls } = vaultAnswering({
      UPDATE_EMAIL: [{ action: 'VERIFY_PRIMARY_OTP', resendAt }],
      UPDATE_EMAIL_PRIMARY_OTP: [{}],
      UPDATE_EMAIL_SECONDARY_OTP: [{ newEmail: 'new@example.test' }],
    })
    const actor = createActor(emailUpdateMachine, { input: { vault } }).start()
    actor.send({ type: 'SUBMIT_EMAIL', email: ' New@Example.test ' })
    await waitFor(actor, (s) => s.matches('primary'))
    expect(actor.getSnapshot().context.resendAt).toBe(Date.parse(resendAt))
    actor.send({ type: 'SUBMIT_CODE', code: '111111' })
    await waitFor(actor, (s) => s.matches('secondary'))
    actor.send({ type: 'SUBMIT_CODE', code: '222222' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(calls).toEqual([
      { name: 'UPDATE_EMAIL', payload: { email: 'new@example.test' } },
      { name: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: '111111' } },
      { name: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: '222222' } },
    ])
  })

  test('error: a malformed email never reaches the vault; each error stays on its step', async () => {
    const { vault, calls } = vaultAnswering({
      UPDATE_EMAIL: [vaultError('OtpTooSoonError', { retryAt: '2030-01-01T00:00:30.000Z' }), {}],
      UPDATE_EMAIL_PRIMARY_OTP: [vaultError('OtpWrongCodeError', { attemptsLeft: 4 }), {}],
      UPDATE_EMAIL_SECONDARY_OTP: [vaultError('EmailInUseError')],
    })
    const actor = createActor(emailUpdateMachine, { input: { vault } }).start()
    actor.send({ type: 'SUBMIT_EMAIL', email: 'nope' })
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'invalidEmail' })
    expect(calls).toEqual([])
    actor.send({ type: 'SUBMIT_EMAIL', email: 'taken@example.test' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'tooSoon' })
    actor.send({ type: 'SUBMIT_EMAIL', email: 'taken@example.test' })
    await waitFor(actor, (s) => s.matches('primary'))
    actor.send({ type: 'SUBMIT_CODE', code: '000000' })
    await waitFor(actor, (s) => s.matches('primary') && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'wrongCode', attemptsLeft: 4 })
    actor.send({ type: 'SUBMIT_CODE', code: '111111' })
    await waitFor(actor, (s) => s.matches('secondary'))
    actor.send({ type: 'SUBMIT_CODE', code: '222222' })
    await waitFor(actor, (s) => s.matches('secondary') && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'emailInUse' })
    actor.send({ type: 'EDIT_EMAIL' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})
