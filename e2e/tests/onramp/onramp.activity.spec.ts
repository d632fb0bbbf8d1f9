// The on-ramp seen from the account's history (SPEC §7 history `onramp` parameter, issue 19):
// the Coinbase Onramp double keeps each completed purchase in its Transaction Status API
// (Coinbase's wire format), the api marks the history item with that transaction hash as an
// on-ramp purchase, the modal's waiting step sees the purchase land there, and Activity lists
// it as bought through the on-ramp.
import { type Hex, parseUnits } from 'viem'
import { tokenBalance } from '../../fixtures/chains/tokenBalance.ts'
import { dataTest as test } from '../../fixtures/dataTest.ts'
import { connectDevWallet } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

type HistoryPage = {
  data: { id: string; metadata: { operationType: string; status: string; hash: string } }[]
}

test('default: buy 50 USD of PDT: the tokens arrive on anvil, success comes from the history, and Activity lists an on-ramp purchase', async ({
  walletPage: page,
  modalFrame,
  chains,
  stack,
  onramp,
}) => {
  const account = await connectDevWallet(page, modalFrame)
  const client = chains.one.client
  const balance = () => tokenBalance(client, chains.one.tokens.PDT.address, account as Hex)
  const before = await balance()
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.open)).toBe(false)
  await page.evaluate(() => window.modal.open({ view: 'OnRamp' }))
  await modalFrame.getByRole('button', { name: 'Coinbase' }).click()
  await modalFrame.getByLabel('Amount').fill('50')
  await modalFrame.getByRole('button', { name: 'Get quote' }).click()
  await expect(modalFrame.getByTestId('onramp-purchase-amount')).toHaveText('48.900 PDT')

  const popupOpened = page.waitForEvent('popup')
  await modalFrame.getByRole('button', { name: 'Continue with Coinbase' }).click()
  const popup = await popupOpened
  // The widget is opened for the account, so the provider files the purchase under it.
  expect(new URL(popup.url()).searchParams.get('partnerUserId')).toBe(account)
  await popup.getByRole('button', { name: 'Complete purchase' }).click()
  await expect(popup.getByRole('status')).toContainText('Purchase complete')

  await expect(modalFrame.getByRole('heading', { name: 'Purchase complete' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(modalFrame.getByText('48.900 PDT arrived in your wallet.')).toBeVisible()
  expect((await balance()) - before).toBe(parseUnits('48.9', 18))

  // The api: with `onramp`, the delivery's transaction is the purchase; without, a transfer.
  const delivered = onramp.purchases.at(-1)!.transactionHash
  const history = (onrampParam: boolean): Promise<HistoryPage> =>
    fetch(
      `${stack.apiUrl}/v1/account/${account}/history?projectId=demo&chainId=eip155:${chains.one.chainId}${onrampParam ? '&onramp=coinbase' : ''}`,
    ).then((res) => res.json() as Promise<HistoryPage>)
  await expect
    .poll(async () => (await history(true)).data.find((i) => i.metadata.hash === delivered))
    .toMatchObject({ id: delivered, metadata: { operationType: 'buy', status: 'confirmed' } })
  await expect
    .poll(async () => (await history(false)).data.find((i) => i.id === delivered)?.metadata)
    .toMatchObject({ operationType: 'receive' })

  await modalFrame.getByRole('button', { name: 'Done' }).click()
  const accountView = modalFrame.getByRole('dialog', { name: 'Account' })
  await accountView.getByRole('tab', { name: 'Activity' }).click()
  const newest = accountView.getByRole('tabpanel').getByTestId('activity-item').first()
  await expect(newest).toContainText('Bought PDT')
  await expect(newest).toContainText('+48.900')
  await expect(newest.getByRole('img', { name: 'On-ramp purchase' })).toBeVisible()
})
