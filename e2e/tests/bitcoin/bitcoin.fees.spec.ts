// Issue 41: Send BTC's fee choice. The preview offers slow, normal and fast fees from the
// api's rates (the regtest double's `/fee-estimates`), each with its fee in BTC, how soon it
// should confirm and its rate; the transaction the double receives pays the rate picked.
import { fundedSenderTest as test } from '../../fixtures/bitcoinJourney/fundedSenderTest.ts'
import { openBtcSend } from '../../fixtures/bitcoinJourney/sendBtc.ts'
import { expect } from '../../fixtures/test.ts'

// Regtest accounts no other spec uses: this one is funded here.
const SENDER = 8
const RECEIVER = 9
test.use({ senderIndex: SENDER })

type EsploraTx = { txid: string; fee: number; weight: number }

test('default: the fast fee picked in the preview is the rate of the transaction the node receives', async ({
  page,
  modalFrame,
  stack,
  fundedSender: sender,
}) => {
  const estimates = (await (
    await fetch(`${stack.bitcoin.esploraUrl}/fee-estimates`)
  ).json()) as Record<string, number>
  // The api's fast rate: the next block's estimate, rounded up to a tenth of a sat/vB.
  const fast = Math.ceil(estimates['1']! * 10) / 10
  const view = await openBtcSend(page, modalFrame)
  await view.getByRole('textbox', { name: 'Amount', exact: true }).fill('0.2')
  await view
    .getByRole('textbox', { name: 'To', exact: true })
    .fill(stack.bitcoin.accounts[RECEIVER]!.address)
  await view.getByRole('button', { name: 'Review' }).click()

  const choices = view.getByTestId('send-fee-choices')
  await expect(choices.getByRole('radio')).toHaveCount(3)
  await expect(choices.getByRole('radio', { name: /^Normal/ })).toBeChecked()
  await expect(choices).toContainText(`${fast} sat/vB`)
  const normalFee = await view.getByTestId('send-fee').textContent()
  await choices.getByText('Fast', { exact: true }).click()
  await expect(choices.getByRole('radio', { name: /^Fast/ })).toBeChecked()
  await expect(view.getByTestId('send-fee')).not.toHaveText(normalFee ?? '')
  await expect(view.getByTestId('send-fee')).toHaveText(/^0\.0000\d+ BTC$/)
  const shownFee = Math.round(
    Number((await view.getByTestId('send-fee').textContent())!.split(' ')[0]) * 1e8,
  )
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(modalFrame.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 })

  const [sent] = (await (
    await fetch(`${stack.bitcoin.esploraUrl}/address/${sender}/txs`)
  ).json()) as EsploraTx[]
  const vsize = Math.ceil(sent!.weight / 4)
  expect(sent!.fee).toBe(shownFee)
  // Built for a worst-case signature: at the rate picked, or a hair above it.
  expect(sent!.fee / vsize).toBeGreaterThanOrEqual(fast)
  expect(sent!.fee / vsize).toBeLessThan(fast * 1.03)
})
