// Email login's code rules in the browser (SPEC §9, SECURITY #22): a code expires, five wrong
// codes lock the email in that browser until a time the panel names (not in the owner's, SECURITY #25),
// and a second code is refused within 30 s.
// The api's clock is moved instead of waiting (and put back after each test).
import type { Page } from '@playwright/test'
import { codeFrom, freshEmail, mailCount, startEmailLogin } from '../../fixtures/emailLogin.ts'
import { emailCodeTest } from '../../fixtures/login/emailCodeTest.ts'
import { enterCodeAndConnect } from '../../fixtures/login/enterCodeAndConnect.ts'
import { openDevChainPage } from '../../fixtures/pageHelpers.ts'
import { expect, test } from '../../fixtures/test.ts'

test.afterEach(({ stack }) => stack.apiClock.reset())

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
/** The panel's clock time (en) `ms` from now, as it names when to retry. */
const clockIn = (page: Page, ms: number) =>
  page.evaluate(
    (ms) =>
      new Date(Date.now() + ms).toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' }),
    ms,
  )

emailCodeTest(
  'error: an expired code says so; asking again for the same email sends one that works',
  async ({ page, stack, modalFrame, emailCode: { email, code } }) => {
    stack.apiClock.advance(601_000)
    await modalFrame.getByLabel('Code').fill(code)
    await expect(
      modalFrame.getByText('This code has expired or was used. Send a new one.'),
    ).toBeVisible()
    const before = mailCount(stack, email)
    await modalFrame.getByRole('button', { name: 'Use another email' }).click()
    await modalFrame.getByRole('button', { name: 'Continue' }).click()
    await expect(modalFrame.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible()
    await enterCodeAndConnect(page, modalFrame, await codeFrom(stack, email, before))
  },
)

emailCodeTest(
  'error: five wrong codes lock the email until a named time; the right code and a new send wait; then it works',
  async ({ page, stack, modalFrame, emailCode: { email, code } }) => {
    const field = modalFrame.getByLabel('Code')
    for (const left of ['4 attempts', '3 attempts', '2 attempts', '1 attempt']) {
      await field.fill(wrongCode(code))
      await expect(modalFrame.getByText(`Wrong code. ${left} left.`)).toBeVisible()
    }
    const unlockAt = [await clockIn(page, 900_000), await clockIn(page, 960_000)]
    await field.fill(wrongCode(code))
    const locked = modalFrame.getByRole('alert').filter({ hasText: 'Too many attempts.' })
    await expect(locked).toHaveText(
      new RegExp(`^Too many attempts\\. Try again at (${unlockAt.join('|')})\\.$`),
    )
    // Locked: the right code is refused too, and so is another send.
    await field.fill(code)
    await expect(locked).toBeVisible()
    await modalFrame.getByRole('button', { name: 'Use another email' }).click()
    await modalFrame.getByRole('button', { name: 'Continue' }).click()
    await expect(locked).toBeVisible()
    // Once the lock has ended, a new code is sent and works.
    stack.apiClock.advance(901_000)
    const before = mailCount(stack, email)
    await modalFrame.getByRole('button', { name: 'Continue' }).click()
    await expect(modalFrame.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible()
    await modalFrame.getByLabel('Code').fill(await codeFrom(stack, email, before))
    await expect(modalFrame.getByText('Set up recovery for your wallet')).toBeVisible()
  },
)

emailCodeTest(
  'error: a second code within 30 s is refused with when to ask again; after 30 s it is sent',
  async ({ page, stack, modalFrame, emailCode: { email } }) => {
    const before = mailCount(stack, email)
    const retryAt = [await clockIn(page, 0), await clockIn(page, 30_000)]
    await modalFrame.getByRole('button', { name: 'Use another email' }).click()
    await modalFrame.getByRole('button', { name: 'Continue' }).click()
    await expect(modalFrame.getByRole('alert').filter({ hasText: 'Wait until' })).toHaveText(
      new RegExp(`^Wait until (${retryAt.join('|')}) to ask for another code\\.$`),
    )
    expect(mailCount(stack, email)).toBe(before)
    stack.apiClock.advance(31_000)
    await modalFrame.getByRole('button', { name: 'Continue' }).click()
    await expect(modalFrame.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible()
    expect(await codeFrom(stack, email, before)).toMatch(/^\d{6}$/)
  },
)

test("error: someone else's five wrong codes for an email lock their browser, not the owner's: the owner gets a code and signs in", async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  const email = freshEmail()
  // The attacker, elsewhere, asks for a code for a known email and guesses it five times.
  const api = (path: string, body: unknown) =>
    fetch(`${stack.apiUrl}${path}?projectId=demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const challenge = 'attacker-browser-challenge'.padEnd(43, 'z')
  expect((await api('/v1/embedded/otp', { email, challenge })).status).toBe(202)
  const sent = await codeFrom(stack, email)
  const answers: number[] = []
  for (let i = 0; i < 5; i++)
    answers.push(
      (await api('/v1/embedded/otp/verify', { email, code: wrongCode(sent), challenge })).status,
    )
  expect(answers).toEqual([401, 401, 401, 401, 429])
  // Within the 30 s of the attacker's send too, the owner's browser gets its own code.
  await openDevChainPage(page, stack, chains)
  const before = mailCount(stack, email)
  await startEmailLogin(page, modalFrame, email)
  await enterCodeAndConnect(page, modalFrame, await codeFrom(stack, email, before))
})
