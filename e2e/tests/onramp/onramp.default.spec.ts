// The on-ramp end to end: options and a quote from the Coinbase Onramp double through the api,
// the dev checkout in a popup declining the card (the modal says so, Try again) and then
// delivering the bought tokens on anvil, success in the modal;
// the payment method's limits; SPEC §8's defaults and estimate with the provider down;
// features.onramp turning it off.
import { parseUnits } from 'viem'
import { tokenBalance } from '../../fixtures/chains/tokenBalance.ts'
import { openOnRamp } from '../../fixtures/onramp/openOnRamp.ts'
import { openViewOutcome } from '../../fixtures/page/openViewOutcome.ts'
import { connectDevWallet, openWalletPage } from '../../fixtures/pageHelpers.ts'
import { type DevChains, expect, test } from '../../fixtures/test.ts'

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const pdtBalance = (chains: DevChains) =>
  tokenBalance(chains.one.client, chains.one.tokens.PDT.address, account0)

test('default: buy 50 USD of PDT: quote with fees; a declined card says the purchase did not go through and Try again leads back; the dev checkout delivers on anvil, the modal shows success', async ({
  walletPage,
  modalFrame,
  chains,
  onramp,
}) => {
  const before = await pdtBalance(chains)
  await openOnRamp(walletPage, modalFrame)
  await modalFrame.getByRole('button', { name: 'Coinbase' }).click()
  await expect(modalFrame.getByLabel('Buy', { exact: true })).toHaveValue('PDT')
  await expect(modalFrame.getByText('Card: 5.00 to 500.00 USD')).toBeVisible()
  await modalFrame.getByLabel('Amount').fill('50')
  await modalFrame.getByRole('button', { name: 'Get quote' }).click()

  await expect(modalFrame.getByTestId('onramp-purchase-amount')).toHaveText('48.900 PDT')
  const fees = modalFrame.locator('dl')
  await expect(fees).toContainText('You pay50.00 USD')
  await expect(fees).toContainText('Provider fee1.00 USD')
  await expect(fees).toContainText('Network fee0.10 USD')
  await expect(modalFrame.getByText('Estimate', { exact: true })).toHaveCount(0)

  // The card is declined first: the modal says so in words and offers the way back.
  const declinedOpened = walletPage.waitForEvent('popup')
  await modalFrame.getByRole('button', { name: 'Continue with Coinbase' }).click()
  const declined = await declinedOpened
  await declined.getByRole('button', { name: 'Decline payment' }).click()
  await expect(declined.getByRole('status')).toContainText('Payment declined')
  await declined.close()
  await expect(
    modalFrame.getByRole('heading', { name: 'The purchase did not go through' }),
  ).toBeVisible({
    timeout: 15_000,
  })
  await expect(modalFrame.getByRole('alert')).toContainText(
    'Coinbase says the purchase of 48.900 PDT failed, so nothing was sent to your wallet.',
  )
  expect(await pdtBalance(chains)).toBe(before)
  await modalFrame.getByRole('button', { name: 'Try again' }).click()
  await expect(modalFrame.getByLabel('Amount')).toHaveValue('50')
  await modalFrame.getByRole('button', { name: 'Get quote' }).click()

  const popupOpened = walletPage.waitForEvent('popup')
  await modalFrame.getByRole('button', { name: 'Continue with Coinbase' }).click()
  const popup = await popupOpened
  expect(popup.url()).toContain(`${onramp.url}/buy/select-asset?sessionToken=`)
  await expect(
    modalFrame.getByText('Waiting for 48.900 PDT to arrive in your wallet.'),
  ).toBeVisible()

  await popup.getByRole('button', { name: 'Complete purchase' }).click()
  await expect(popup.getByRole('status')).toContainText('Purchase complete: 48.900000 PDT sent')

  await expect(modalFrame.getByRole('heading', { name: 'Purchase complete' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(modalFrame.getByText('48.900 PDT arrived in your wallet.')).toBeVisible()
  expect((await pdtBalance(chains)) - before).toBe(parseUnits('48.9', 18))
  expect(onramp.purchases.at(-1)).toMatchObject({ address: account0, asset: 'PDT' })

  await modalFrame.getByRole('button', { name: 'Done' }).click()
  await expect(modalFrame.getByRole('heading', { name: 'Account' })).toBeVisible()
})

test("error: amounts outside the payment method's limits are refused with the limit, before any quote", async ({
  walletPage,
  modalFrame,
  onramp: _onramp,
}) => {
  await openOnRamp(walletPage, modalFrame)
  await modalFrame.getByRole('button', { name: 'Coinbase' }).click()
  const amount = modalFrame.getByLabel('Amount')
  const quote = modalFrame.getByRole('button', { name: 'Get quote' })
  const alert = modalFrame.getByRole('alert')

  await amount.fill('600')
  await expect(alert).toHaveText('The maximum by card is 500.00 USD.')
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(quote).toBeDisabled()
  await amount.fill('2')
  await expect(alert).toHaveText('The minimum by card is 5.00 USD.')
  await amount.fill('12.345')
  await expect(alert).toHaveText('Enter an amount such as 50 or 50.00.')

  await amount.fill('600')
  await modalFrame.getByLabel('Payment method').selectOption('ACH_BANK_ACCOUNT')
  await expect(alert).toHaveText('')
  await expect(modalFrame.getByText('Bank account: 10.00 to 25000.00 USD')).toBeVisible()
  await modalFrame.getByLabel('Pay in').selectOption('EUR')
  await modalFrame.getByLabel('Payment method').selectOption('CARD')
  await expect(alert).toHaveText('The maximum by card is 450.00 EUR.')
  await amount.fill('100')
  await expect(quote).toBeEnabled()
})

test("error: with the provider down, SPEC §8's default options and a labelled estimate; the purchase cannot start", async ({
  walletPage,
  modalFrame,
  onramp,
}) => {
  onramp.setAvailable(false)
  try {
    await openOnRamp(walletPage, modalFrame)
    await expect(modalFrame.getByRole('note')).toHaveText(/default options/)
    await modalFrame.getByRole('button', { name: 'Coinbase' }).click()
    const assets = modalFrame.getByLabel('Buy', { exact: true }).locator('option')
    await expect(assets).toHaveText(['USD Coin (USDC)', 'Ethereum (ETH)'])
    await expect(modalFrame.getByLabel('Pay in').locator('option')).toHaveText(['USD', 'EUR'])
    await expect(modalFrame.getByText('Card: 10.00 to 7500.00 USD')).toBeVisible()
    await modalFrame.getByLabel('Amount').fill('7000')
    await modalFrame.getByRole('button', { name: 'Get quote' }).click()

    await expect(modalFrame.getByText('Estimate', { exact: true })).toBeVisible()
    await expect(modalFrame.getByText(/this is an estimate, not a quote/)).toBeVisible()
    await expect(modalFrame.getByTestId('onramp-purchase-amount')).toHaveText('7,000.000 USDC')
    // The estimate's fee fields echo the amount (SPEC §8): not listed as fees.
    await expect(modalFrame.locator('dl')).toHaveText('You pay7000.00 USD')
    await expect(modalFrame.getByRole('alert')).toHaveText(
      'The provider is unavailable right now, so the purchase cannot start.',
    )
    await expect(modalFrame.getByRole('button', { name: 'Continue with Coinbase' })).toBeDisabled()

    // The modal still works: back to the amount, and the account view.
    await modalFrame.getByRole('button', { name: 'Change amount' }).click()
    await expect(modalFrame.getByLabel('Amount')).toHaveValue('7000')
  } finally {
    onramp.setAvailable(true)
  }
})

test('param: features.onramp false: open({ view: "OnRamp" }) rejects with 5106 (ViewUnavailableError) and Account offers no purchase', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  await openWalletPage(page, stack, chains, { features: { onramp: false } })
  expect(await openViewOutcome(page, 'OnRamp')).toEqual([
    5106,
    'The view "OnRamp" belongs to a feature that is off for this project.',
  ])
  await connectDevWallet(page, modalFrame)
  await page.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(modalFrame.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  await expect(modalFrame.getByRole('button', { name: 'Buy crypto' })).toHaveCount(0)
})

test('behavior: with no wallet connected, OnRamp asks to connect one first', async ({
  hostPage,
  modalFrame,
}) => {
  await hostPage.evaluate(() => window.modal.open({ view: 'OnRamp' }))
  await expect(modalFrame.getByText('Connect a wallet to buy crypto into it.')).toBeVisible()
  await modalFrame.getByRole('button', { name: 'Connect a wallet' }).click()
  await expect(modalFrame.getByRole('heading', { name: 'Connect wallet' })).toBeVisible()
})
