// Issue 41: Send BTC from the modal with the dev Bitcoin wallet (Wallet Standard). The form
// refuses another network's address, dust and more than the balance before the wallet is
// asked; a send is a PSBT the wallet signs, broadcast through the api to the regtest double,
// which checks its signatures and amounts and takes it with a fee; the user lands on Account.
import type { FrameLocator, Page } from '@playwright/test'
import { connectDevBitcoinWallet } from '../../fixtures/bitcoinJourney/connectDevBitcoinWallet.ts'
import { openBtcSend } from '../../fixtures/bitcoinJourney/sendBtc.ts'
import { sendBtcForFee } from '../../fixtures/bitcoinJourney/sendBtcForFee.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { expect, test } from '../../fixtures/test.ts'

// Regtest accounts no other spec sends from.
const SENDER = 2
const RECEIVER = 3

async function openSend(page: Page, modalFrame: FrameLocator, stack: Stack) {
  await connectDevBitcoinWallet(page, modalFrame, stack, SENDER)
  return openBtcSend(page, modalFrame)
}

test('default: BTC sent from the modal is signed as a PSBT by the wallet and taken by the node with a fee', async ({
  page,
  modalFrame,
  stack,
}) => {
  test.setTimeout(90_000)
  const from = stack.bitcoin.accounts[SENDER]!.address
  const to = stack.bitcoin.accounts[RECEIVER]!.taprootAddress
  const view = await openSend(page, modalFrame, stack)
  const fee = await sendBtcForFee(view, modalFrame, stack, { from, amount: '0.5', to })
  // One P2WPKH input, a P2TR payment and P2WPKH change: about 153 vB at the double's rate.
  expect(fee).toBeGreaterThanOrEqual(153)
  expect(fee).toBeLessThan(10_000)
})

test('error: another network’s address, dust and more than the balance are refused before the wallet is asked', async ({
  page,
  modalFrame,
  stack,
}) => {
  const view = await openSend(page, modalFrame, stack)
  const amount = view.getByRole('textbox', { name: 'Amount', exact: true })
  const receiver = view.getByRole('textbox', { name: 'To', exact: true })
  await amount.fill('0.1')
  // A mainnet address on regtest.
  await receiver.fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
  await expect(view.getByText('Enter a valid Bitcoin address of this network')).toBeVisible()
  await receiver.fill(stack.bitcoin.accounts[RECEIVER]!.address)
  await amount.fill('0.00000200')
  await expect(view.getByText(/Too little BTC/)).toBeVisible()
  await amount.fill('11')
  await expect(view.getByText('Insufficient BTC balance')).toBeVisible()
  await expect(view.getByRole('button', { name: 'Review' })).toBeDisabled()
})
