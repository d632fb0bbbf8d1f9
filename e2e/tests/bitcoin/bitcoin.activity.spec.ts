// Issue 41: Account's Activity on a Bitcoin network, from the api's history of the regtest
// double. A BTC sent from the modal shows at once as Pending, then, once the double mines, as
// confirmed with its count of confirmations; the regtest network has no explorer, so no link.
// With the data source down, Activity says it is unavailable rather than empty.
import type { FrameLocator } from '@playwright/test'
import { connectDevBitcoinWallet } from '../../fixtures/bitcoinJourney/connectDevBitcoinWallet.ts'
import { fundedSenderTest as test } from '../../fixtures/bitcoinJourney/fundedSenderTest.ts'
import { openBtcSend, sendBtc } from '../../fixtures/bitcoinJourney/sendBtc.ts'
import { expect } from '../../fixtures/test.ts'

// Regtest accounts no other spec uses: this one is funded here.
const SENDER = 6
const RECEIVER = 7
test.use({ senderIndex: SENDER })

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
  fundedSender: _sender,
}) => {
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
  await connectDevBitcoinWallet(page, modalFrame, stack, 1)
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
