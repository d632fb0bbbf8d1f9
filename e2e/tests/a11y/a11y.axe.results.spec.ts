// axe-core on what the modal shows after the user acts: Send rejected in the wallet, failed
// and the Account it lands on; Swap's quote, review, failure and success (Account under its
// snackbar);
// a registered name; OnRamp's limit error, quote, waiting, success and the provider down: 0
// violations, light and dark, desktop and phone, each saved as a screenshot (`npm run
// screenshots` runs every a11y.axe* spec). Dev account 9, which no other spec uses, so the
// balances and the name other specs read stay as they were.
import type { Page } from '@playwright/test'
import { devWalletPrompt, openView } from '../../fixtures/a11y/axeScan.ts'
import { axeDataTest } from '../../fixtures/a11y/axeTest.ts'
import { openSendReview } from '../../fixtures/a11y/openSendReview.ts'
import { snapshotChain } from '../../fixtures/devChain/snapshotChain.ts'
import { connectDevWallet, openHostPageAs, setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

const ACCOUNT = 9
const test = axeDataTest.extend<{ accountPage: Page }>({
  // After `axe` (reduced motion, 1024 px), whose timeout this one raises.
  accountPage: async ({ page, stack, chains, modalFrame, axe: _scans }, use) => {
    await openHostPageAs(page, stack, chains, ACCOUNT)
    // Four to six scans a test, each three axe runs (four and their screenshots with SCREENSHOTS=1).
    test.setTimeout(360_000)
    await connectDevWallet(page, modalFrame)
    await use(page)
  },
})

// Each test sets up its own states: both workers can take them. The wallet's own prompt is not
// kept waiting through a scan: the modal gives up on a wallet that long silent ("The wallet
// stopped responding"); a11y.axe.states scans that waiting state where it is quick.
test.describe.configure({ mode: 'parallel' })

test(`default: no axe violations on Send rejected in the wallet, failed, and the Account it lands on, light and dark, at 1024 and 390 px`, async ({
  accountPage: page,
  modalFrame,
  axe,
}) => {
  const send = await openSendReview(page, modalFrame, {
    symbol: 'ETH',
    amount: '0.001',
    to: '0x000000000000000000000000000000000000dEaD',
  })
  const confirm = send.getByRole('button', { name: 'Send', exact: true })
  await setDevWalletMode(page, 'prompt')
  await expect(confirm).toBeEnabled()
  await confirm.press('Enter')
  await expect(send.getByRole('heading', { name: /^Approve the transfer in / })).toBeVisible()
  await devWalletPrompt(page).getByRole('button', { name: 'Reject' }).click()
  await expect(send.getByText('The transfer was rejected in the wallet.')).toBeVisible()
  await axe.scan('Send/rejected')

  await setDevWalletMode(page, 'fail')
  await send.getByRole('button', { name: 'Review' }).press('Enter')
  await expect(confirm).toBeEnabled()
  await confirm.press('Enter')
  // Nothing was sent, and the wallet's own words say why.
  await expect(send.getByRole('alert')).toHaveText(
    /^The transfer was not sent: nothing left your wallet\.Reason: .+/,
  )
  await axe.scan('Send/failed')

  // Sent: the user is back on Account, where Activity lists the transfer.
  await setDevWalletMode(page, 'auto-approve')
  await send.getByRole('button', { name: 'Try again' }).press('Enter')
  const account = modalFrame.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible({ timeout: 30_000 })
  const newest = account.getByRole('tabpanel').getByTestId('activity-item').first()
  await expect(async () => {
    await account.getByRole('tab', { name: 'Tokens' }).press('Enter')
    await account.getByRole('tab', { name: 'Activity' }).press('Enter')
    await expect(newest).toContainText('Sent ETH', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await axe.scan('Send/sent')
  axe.expectNone()
})

test(`default: no axe violations on Swap's quote, review, failure and success, light and dark, at 1024 and 390 px`, async ({
  accountPage: page,
  modalFrame,
  chains,
  axe,
}) => {
  // The swap moves the pool's reserves, which price the tokens other specs read: undone after.
  const snapshot = await snapshotChain(chains.one.rpcUrl)
  try {
    await openView(page, modalFrame, 'Swap', 'Swap')
    await modalFrame.getByLabel('Token to pay').selectOption({ label: 'ETH' })
    await modalFrame.getByLabel('Token to receive').selectOption({ label: 'DUSD' })
    await modalFrame.getByLabel('You pay').fill('0.01')
    await expect(modalFrame.getByTestId('swap-to-amount')).not.toHaveAttribute('data-units', '')
    const swap = modalFrame.getByRole('button', { name: 'Swap', exact: true })
    await expect(swap).toBeEnabled()
    await axe.scan('Swap/quoted')
    // The quote is fetched again every 15 s in the background: Swap stays usable meanwhile,
    // so one press opens the preview whenever it lands (the scans above take seconds). The
    // button waits for the card to be armed again after the scan's resizes, as a person would.
    await expect(swap).toBeEnabled()
    await swap.press('Enter')
    await expect(modalFrame.getByRole('heading', { name: 'Review swap' })).toBeVisible()
    await axe.scan('Swap/review')

    // A slow scan may outlast the quote's 15 s: the review then fetches a new one and stays,
    // Confirm held ("Getting the best price") until it is there.
    const confirm = modalFrame.getByRole('button', { name: 'Confirm swap' })
    await setDevWalletMode(page, 'prompt')
    await expect(confirm).toBeEnabled()
    await confirm.press('Enter')
    await expect(modalFrame.getByText('Confirm the swap in your wallet')).toBeVisible()
    await devWalletPrompt(page).getByRole('button', { name: 'Reject' }).click()
    // A decline is the visitor's choice: cancelled, not failed, with the way back to the form.
    await expect(modalFrame.getByRole('heading', { name: 'Swap cancelled' })).toBeVisible()
    await expect(
      modalFrame.getByText('You declined the swap in your wallet. Nothing was sent.'),
    ).toBeVisible()
    await axe.scan('Swap/failed')

    await setDevWalletMode(page, 'auto-approve')
    await modalFrame.getByRole('button', { name: 'Back to swap' }).press('Enter')
    await expect(swap).toBeEnabled()
    await swap.press('Enter')
    await expect(confirm).toBeEnabled()
    await confirm.press('Enter')
    // Confirmed: Account's Tokens under the snackbar saying what was swapped.
    await expect(modalFrame.getByTestId('sent-snackbar')).toContainText(/^Swapped /, {
      timeout: 30_000,
    })
    await expect(modalFrame.getByRole('dialog', { name: 'Account' })).toBeVisible()
    await axe.scan('Swap/success')
    axe.expectNone()
  } finally {
    await snapshot.revert()
  }
})

test(`default: no axe violations on RegisterAccountName with its suggestions and RegisterAccountNameSuccess, light and dark, at 1024 and 390 px`, async ({
  accountPage: page,
  modalFrame,
  axe,
}) => {
  await openView(page, modalFrame, 'RegisterAccountName', 'Choose name')
  const name = `axe-${Date.now().toString(36)}`
  await modalFrame.getByRole('textbox', { name: 'Name' }).fill(name)
  const suggestions = modalFrame.getByRole('list', { name: 'Suggestions' })
  await expect(suggestions.getByRole('button').first()).toHaveText(`${name}.porthole.idAvailable`)
  await axe.scan('RegisterAccountName/suggestions')
  await modalFrame.getByRole('button', { name: 'Register' }).press('Enter')
  const success = modalFrame.getByRole('dialog', { name: 'Name registered' })
  await expect(success).toContainText(`${name}.porthole.id is now your name`)
  // A finished step: no Back to the form that registered it.
  await expect(success.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0)
  await axe.scan('RegisterAccountNameSuccess')
  axe.expectNone()
})

test(`default: no axe violations on OnRamp's limit error, quote, waiting and success, light and dark, at 1024 and 390 px`, async ({
  accountPage: page,
  modalFrame,
  onramp: _onramp,
  axe,
}) => {
  await openView(page, modalFrame, 'OnRamp', 'Buy crypto')
  await modalFrame.getByRole('button', { name: 'Coinbase' }).press('Enter')
  const amount = modalFrame.getByLabel('Amount')
  await amount.fill('600')
  await expect(modalFrame.getByRole('alert')).toHaveText('The maximum by card is 500.00 USD.')
  await axe.scan('OnRamp/limit')
  await amount.fill('50')
  await modalFrame.getByRole('button', { name: 'Get quote' }).press('Enter')
  const next = modalFrame.getByRole('button', { name: 'Continue with Coinbase' })
  await expect(next).toBeEnabled()
  await axe.scan('OnRamp/quote')
  // At 1024 px (where the scan ends) Continue opens the dev checkout in a popup.
  const opened = page.waitForEvent('popup')
  await next.press('Enter')
  const popup = await opened
  await expect(modalFrame.getByText(/^Waiting for 48\.9\d* PDT to arrive/)).toBeVisible()
  await axe.scan('OnRamp/waiting')
  await popup.getByRole('button', { name: 'Complete purchase' }).click()
  await expect(modalFrame.getByRole('heading', { name: 'Purchase complete' })).toBeVisible({
    timeout: 15_000,
  })
  await popup.close()
  await axe.scan('OnRamp/success')
  axe.expectNone()
})

test(`default: no axe violations on OnRamp with the provider down (SPEC §8's default options and an estimate that cannot be bought), light and dark, at 1024 and 390 px`, async ({
  accountPage: page,
  modalFrame,
  onramp,
  axe,
}) => {
  onramp.setAvailable(false)
  try {
    await openView(page, modalFrame, 'OnRamp', 'Buy crypto')
    await expect(modalFrame.getByRole('note')).toHaveText(/default options/)
    await axe.scan('OnRamp/defaults')
    await modalFrame.getByRole('button', { name: 'Coinbase' }).press('Enter')
    await modalFrame.getByLabel('Amount').fill('100')
    await modalFrame.getByRole('button', { name: 'Get quote' }).press('Enter')
    await expect(modalFrame.getByRole('alert')).toHaveText(
      'The provider is unavailable right now, so the purchase cannot start.',
    )
    await axe.scan('OnRamp/estimate')
  } finally {
    onramp.setAvailable(true)
  }
  axe.expectNone()
})
