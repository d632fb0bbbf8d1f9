// SwitchNetwork, as AppKit's network-switch view: while the wallet asks its user, the network's
// image turns in a ring with "Approve in wallet"; a declined switch says so with Try again; a
// switch that went through says "Switched to X", then the modal follows its rule after a
// switch (back to Account, or closed when the host opened Networks).
import type { FrameLocator, Page } from '@playwright/test'
import { connectDevWallet, rpc, setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { expect, test } from '../../fixtures/test.ts'

const prompt = (page: Page) => page.getByRole('dialog', { name: /Dev Wallet/ })
const line = (frame: FrameLocator, text: string) =>
  frame.getByRole('paragraph').filter({ hasText: text })

test('default: from Account, approve in the wallet, see the result, back on Account', async ({
  walletPage: page,
  modalFrame: frame,
}) => {
  await connectDevWallet(page, frame)
  await page.evaluate(() => window.modal.open())
  const account = frame.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: 'Anvil', exact: true }).click()
  await setDevWalletMode(page, 'prompt')
  await frame.getByRole('button', { name: 'Anvil Two', exact: true }).click()
  const view = frame.getByRole('dialog', { name: 'Switch network' })
  await expect(line(frame, 'Approve in wallet')).toBeVisible()
  await expect(line(frame, 'Accept the switch to Anvil Two in your wallet.')).toBeVisible()
  await expect(view.getByRole('button', { name: 'Back' })).toBeVisible()
  await prompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(line(frame, 'Switched to Anvil Two')).toBeVisible()
  await expect(line(frame, 'Your wallet is now on Anvil Two.')).toBeVisible()
  // The page hears of the switch by its own message after the frame shows it: as a host, wait.
  await expect.poll(() => rpc(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })
  await expect(account.getByRole('button', { name: 'Anvil Two', exact: true })).toBeVisible()
})

test('error: declined in the wallet, said so with Try again; the second try switches and closes', async ({
  walletPage: page,
  modalFrame: frame,
}) => {
  await connectDevWallet(page, frame)
  await setDevWalletMode(page, 'prompt')
  await page.evaluate(() => window.modal.open({ view: 'Networks' }))
  const row = frame.getByRole('button', { name: 'Anvil Two', exact: true })
  await expect(row).toBeEnabled()
  await row.click()
  await prompt(page).getByRole('button', { name: 'Reject' }).click()
  const notice = frame.getByRole('alert').filter({ hasText: 'Switch declined' })
  await expect(notice).toContainText('The switch to Anvil Two was rejected in the wallet.')
  expect(await rpc(page, 'eth_chainId')).toEqual({ result: '0x7a69' })

  await frame.getByRole('button', { name: 'Try again' }).click()
  await expect(line(frame, 'Approve in wallet')).toBeVisible()
  await prompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(line(frame, 'Switched to Anvil Two')).toBeVisible()
  // The page hears of the switch by its own message after the frame shows it: as a host, wait.
  await expect.poll(() => rpc(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })
  await expect(frame.getByRole('dialog')).toHaveCount(0)
  expect(await page.evaluate(() => window.modal.getState()?.open)).toBe(false)
})
