// SPEC §4 UPDATE_EMAIL from Account: a code to the current address (primary) and one to the new
// address (secondary), both read from the SMTP receiver; then Account shows the new email, a
// later login with it reaches the same wallet and the old email no longer does.

import { codeFrom, freshEmail, loginByEmail, mailCount } from '../../fixtures/emailLogin.ts'
import { AccountView } from '../../fixtures/pages/AccountView.ts'
import { expect, test } from '../../fixtures/test.ts'

test.afterEach(({ stack }) => stack.apiClock.reset())

test('behavior: the email changes with both codes; the new email logs in to the same wallet, the old one does not', async ({
  devChainPage: page,
  stack,
  modalFrame,
}) => {
  test.setTimeout(120_000)
  const oldEmail = freshEmail()
  const newEmail = freshEmail()
  const address = await loginByEmail(page, modalFrame, stack, oldEmail)

  const account = new AccountView(page, modalFrame)
  await account.open()
  await expect(account.connectedWith(oldEmail)).toBeVisible()
  await modalFrame.getByRole('button', { name: 'Update email' }).click()
  // Its own email is refused before any code is sent.
  await modalFrame.getByLabel('New email').fill(oldEmail.toUpperCase())
  await modalFrame.getByRole('button', { name: 'Send codes' }).click()
  await expect(
    modalFrame.getByRole('alert').filter({ hasText: 'This is already your wallet’s email.' }),
  ).toBeVisible()
  const before = { old: mailCount(stack, oldEmail), new: mailCount(stack, newEmail) }
  await modalFrame.getByLabel('New email').fill(newEmail)
  await modalFrame.getByRole('button', { name: 'Send codes' }).click()
  await expect(
    modalFrame.getByText(`Step 1 of 2: enter the code we sent to your current email, ${oldEmail}.`),
  ).toBeVisible()
  const primary = await codeFrom(stack, oldEmail, before.old)
  const secondary = await codeFrom(stack, newEmail, before.new)
  // The new address's code in the first step is a wrong code there.
  await modalFrame.getByLabel('Code', { exact: true }).fill(secondary)
  await expect(
    modalFrame.getByRole('alert').filter({ hasText: 'Wrong code. 4 attempts left.' }),
  ).toBeVisible()
  await modalFrame.getByLabel('Code', { exact: true }).fill(primary)
  await expect(
    modalFrame.getByText(`Step 2 of 2: enter the code we sent to your new email, ${newEmail}.`),
  ).toBeVisible()
  await modalFrame.getByLabel('Code', { exact: true }).fill(secondary)
  await expect(modalFrame.getByText(`Done: your wallet’s email is now ${newEmail}.`)).toBeVisible()
  await expect(modalFrame.getByText(`Connected with ${newEmail}`)).toBeVisible()

  // Signed out, the new email logs in to the same wallet.
  await account.disconnect()
  // The recovery code moved with the account: no recovery step.
  expect(await loginByEmail(page, modalFrame, stack, newEmail, { passkey: 'none' })).toBe(address)

  // The old email now opens a wallet of its own (its last code was under 30 s ago: the api's
  // clock is moved on rather than waiting).
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  await account.disconnect()
  stack.apiClock.advance(31_000)
  const other = await loginByEmail(page, modalFrame, stack, oldEmail)
  expect(other).not.toBe(address)
})
