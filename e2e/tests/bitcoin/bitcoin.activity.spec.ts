// Issue 41: Account's Activity on a Bitcoin network, from the api's history of the regtest
// double. A BTC sent from the modal shows at once as Pending, then, once the double mines, as
// confirmed with its count of confirmations; the regtest network has no explorer, so no link.
// With the data source down, Activity says it is unavailable rather than empty.
import type { FrameLocator, Page } from '@playwright/test'
import { openBtcSend, sendBtc } from '../../fixtures/bitcoinJourney/sendBtc.ts'
import { addDevBitcoinWallet } from '../../fixtures/devBitcoinWallet/addDevBitcoinWallet.ts'
import { bitcoinDevNetwork } from '../../fixtures/networks.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { expect, openHostPage, test } from '../../fixtures/test.ts'

// Regtest accounts no other spec uses: this one is funded here.
const SENDER = 6
const RECEIVER = 7

async function connect(page: Page, modalFrame: FrameLocator, stack: Stack, index: number) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await addDevBitcoinWallet(page, stack.bitcoin, index)
  await openHostPage(page, stack, { networks: [bitcoinDevNetwork(stack.bitcoin)] })
  await page.evaluate(() => window.modal.open())
  await modalFrame.getByRole('button', { name: /Dev Bitcoin Wallet/ }).click()
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.namespace)).toBe('bip122')
}

/** Account's Activity shown again: the tab read anew from the api. */
async function showActivity(modalFrame: FrameLocator) {
  const account = modalFrame.getByRole('dialog', { name: 'Account' })
  await account.getByRole('tab', { name: 'Tokens' }).click()
  await account.getByRole('tab', { name: 'Activity' }).click()
  return account.getByRole('tabpanel').getByTestId('activity-item')
}

test('default: a BTC send shows as Pending in Activity, then with its confirmations once mined', async ({
  page,
  modalFrame,
  stack,
}) => {
  test.setTimeout(90_000)
  const from = stack.bitcoin.accounts[SENDER]!.address
  stack.bitcoin.fund(from, 100_000_000n)
  stack.bitcoin.mine()
  await connect(page, modalFrame, stack, SENDER)
  const view = await openBtcSend(page, modalFrame)
  await sendBtc(view, modalFrame, { amount: '0.1', to: stack.bitcoin.accounts[RECEIVER]!.address })

  const items = await showActivity(modalFrame)
  await expect(items).toHaveCount(2)
  await expect(items.first()).toContainText('Sent BTC')
  await expect(items.first()).toContainText('−0.1')
  await expect(items.first()).toContainText('Pending')
  await expect(items.nth(1)).toContainText('Received BTC')
  await expect(items.nth(1)).toContainText('+1')
  await expect(items.nth(1)).toContainText('1 confirmation')
  // A local regtest has no block explorer: no link to one.
  await expect(
    items.first().getByRole('button', { name: 'View transaction in explorer' }),
  ).toHaveCount(0)

  stack.bitcoin.mine(2)
  await showActivity(modalFrame)
  await expect(items.first()).toContainText('2 confirmations')
  await expect(items.first()).not.toContainText('Pending')
  await expect(items.nth(1)).toContainText('3 confirmations')
})

test('error: with the Bitcoin data source down, Activity says it is unavailable, not empty', async ({
  page,
  modalFrame,
  stack,
}) => {
  await connect(page, modalFrame, stack, 1)
  stack.bitcoin.setAvailable(false)
  try {
    await page.evaluate(() => window.modal.open({ view: 'Account' }))
    const account = modalFrame.getByRole('dialog', { name: 'Account' })
    await account.getByRole('tab', { name: 'Activity' }).click()
    await expect(account.getByRole('tabpanel').getByRole('alert')).toHaveText(
      'Activity Unavailable',
    )
    await expect(account.getByText('No activity on this network yet.')).toHaveCount(0)
  } finally {
    stack.bitcoin.setAvailable(true)
  }
})
