import { mergeTests } from '@playwright/test'
import { vaultButton } from '../../fixtures/emailLogin.ts'
import { emailAccountTest } from '../../fixtures/login/emailAccountTest.ts'
import { expectSignsAs } from '../../fixtures/login/expectSignsAs.ts'
import { passkeyPageTest } from '../../fixtures/login/passkeyPageTest.ts'
import { expect } from '../../fixtures/test.ts'

const test = mergeTests(passkeyPageTest, emailAccountTest)

test('default: a first login offers a passkey: created in the vault, listed in Account, and the wallet still signs', async ({
  passkeyPage: page,
  authenticator,
  stack,
  modalFrame,
  passkeyAccount: { address },
}) => {
  // One discoverable passkey, on the vault's origin (its relying party), not the frame's.
  const credentials = await authenticator.credentials()
  expect(credentials).toHaveLength(1)
  expect(credentials[0]?.rpId).toBe(new URL(stack.vaultUrl).hostname)

  // Account lists it for the embedded wallet.
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  await modalFrame.getByRole('button', { name: 'Recovery: passkey' }).click()
  await expect(modalFrame.getByText(/^Secured with a passkey since /)).toBeVisible()
  await expect(vaultButton(modalFrame, 'Replace passkey')).toBeVisible()
  await page.evaluate(() => window.modal.close())

  // The key was split again (new device and auth shares): it still signs as the same account.
  await expectSignsAs(page, modalFrame, address, 'After the passkey')
})

test('behavior: an account that saved a recovery code: Account says so and offers a passkey instead', async ({
  page,
  modalFrame,
  // The passkey provider is in place before the login, which saves a recovery code.
  authenticator: _authenticator,
  emailAccount: _loggedIn,
}) => {
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  await modalFrame.getByRole('button', { name: 'Recovery: recovery code' }).click()
  await expect(modalFrame.getByText(/^Protected by a recovery code since /)).toBeVisible()
  await expect(vaultButton(modalFrame, 'Create passkey')).toBeVisible()
})
