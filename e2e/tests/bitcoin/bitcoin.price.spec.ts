// Issue 41: BTC in USD. On a stack whose api prices regtest BTC as the dev chain's WBTC (as
// mainnet BTC is priced as WBTC on Ethereum; its pool fixes 1 WBTC = 60 000 DUSD), Account
// shows the BTC balance's USD value in Tokens.

import { connectDevBitcoinWallet } from '../../fixtures/bitcoinJourney/connectDevBitcoinWallet.ts'
import { dataTest as test } from '../../fixtures/dataTest.ts'
import { expect } from '../../fixtures/test.ts'

// A funded regtest account no other spec of this stack sends from.
const HOLDER = 4

test('default: the BTC row of Tokens shows its USD value, priced as the data chain’s WBTC', async ({
  page,
  modalFrame,
  stack,
}) => {
  await connectDevBitcoinWallet(page, modalFrame, stack, HOLDER)
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  const account = modalFrame.getByRole('dialog', { name: 'Account' })
  await account.getByRole('tab', { name: 'Tokens' }).click()
  const row = account.getByRole('tabpanel').getByTestId('token-row')
  await expect(row).toHaveCount(1)
  // 10 BTC at 60 000 USD.
  await expect(row).toContainText('BTC')
  await expect(row).toContainText('$600,000')
})
