// Issue 41: sign in with a Bitcoin wallet of the host page. With `siwx` configured, the dev
// Bitcoin wallet signs a CAIP-122 message for the host's domain with BIP-322
// (`bitcoin:signMessage` through Wallet Standard); the api verifies it and keeps the session;
// a reload finds the session again; signOut revokes it (the wallet signs the revocation).

import {
  clickSignIn,
  expectBitcoinSession,
  sessionsAt,
} from '../../fixtures/bitcoinJourney/expectBitcoinSession.ts'
import { addDevBitcoinWallet } from '../../fixtures/devBitcoinWallet/addDevBitcoinWallet.ts'
import { bitcoinDevNetwork } from '../../fixtures/networks.ts'
import { hostStatus } from '../../fixtures/pageHelpers.ts'
import { expect, openHostPage, test } from '../../fixtures/test.ts'

test('default: the dev Bitcoin wallet signs in with BIP-322; the session survives a reload and signOut revokes it', async ({
  page,
  stack,
  modalFrame,
}) => {
  const address = stack.bitcoin.accounts[1]!.address
  await addDevBitcoinWallet(page, stack.bitcoin, 1)
  const config = {
    networks: [bitcoinDevNetwork(stack.bitcoin)],
    siwx: { statement: 'Sign in to the test shop' },
  }
  await openHostPage(page, stack, config)
  await page.evaluate(() => window.modal.open())
  await modalFrame.getByRole('button', { name: /Dev Bitcoin Wallet/ }).click()
  await clickSignIn(modalFrame)
  const session = await expectBitcoinSession(page, stack, address)
  expect(session.message).toContain('Sign in to the test shop')
  await expect(modalFrame.getByRole('dialog', { name: 'Sign in' })).toBeHidden()
  expect(await hostStatus(page)).toBe('connected')

  await openHostPage(page, stack, config) // reload: the session is found again, no prompt
  await expect.poll(() => page.evaluate(() => window.modal.getSession()?.pci)).toBe(session.pci)
  await expect(modalFrame.getByRole('dialog', { name: 'Sign in' })).toBeHidden()

  await page.evaluate(() => window.modal.signOut())
  expect(await page.evaluate(() => window.modal.getSession())).toBeUndefined()
  expect((await sessionsAt(stack, address)).map((s) => s.pci)).not.toContain(session.pci)
})

test('error: declining to sign in (required) disconnects the Bitcoin wallet', async ({
  page,
  stack,
  modalFrame,
}) => {
  await addDevBitcoinWallet(page, stack.bitcoin, 1)
  await openHostPage(page, stack, { networks: [bitcoinDevNetwork(stack.bitcoin)], siwx: {} })
  await page.evaluate(() => window.modal.open())
  await modalFrame.getByRole('button', { name: /Dev Bitcoin Wallet/ }).click()
  await expect(modalFrame.getByRole('dialog', { name: 'Sign in' })).toBeVisible()
  await page.evaluate(() => window.devBitcoinWallet.setMode('reject'))
  await clickSignIn(modalFrame)
  await expect.poll(() => hostStatus(page)).toBe('disconnected')
  expect(await page.evaluate(() => window.modal.getSession())).toBeUndefined()
})
