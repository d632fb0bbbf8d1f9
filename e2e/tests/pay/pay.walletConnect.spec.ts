// modal.pay through WalletConnect (issue 40): the phone wallet (the dev WalletConnect wallet on
// the test relay, dev account 0, which holds DUSD) paired first; an order of DUSD on the first
// dev chain shows Pay, the transfer is asked of the phone wallet and approved there, and the
// promise resolves with the transaction once the api recorded it; the recipient holds exactly
// the amount. Rejected in the phone wallet, the next order is 4001 and nothing moves. The
// chain is reverted after.
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { wcDataTest as test } from '../../fixtures/dataTest.ts'
import { dusdOrder } from '../../fixtures/pay/dusdOrder.ts'
import { expectPayDeclined } from '../../fixtures/pay/expectPayDeclined.ts'
import { pairPhoneWalletToPay } from '../../fixtures/pay/pairPhoneWalletToPay.ts'
import { payInPage as pay } from '../../fixtures/pay/payInPage.ts'
import { expect } from '../../fixtures/test.ts'

test('default: an order of DUSD paid from the WalletConnect phone wallet: the transfer approved there, the result once recorded; a rejection there is 4001', async ({
  wcHostPage: page,
  phoneWallet: wallet,
  modalFrame,
  chains,
}) => {
  test.setTimeout(90_000)
  const { order, recipient, held, paidBy } = dusdOrder(chains)
  await pairPhoneWalletToPay(page, modalFrame, wallet)

  const paying = pay(page, order)
  const view = modalFrame.getByRole('dialog', { name: 'Pay' })
  await expect(view.getByText(/^Your balance: \d+(\.\d+)? DUSD$/)).toBeVisible()
  await clickWhenArmed(view.getByRole('button', { name: 'Pay 1.25 DUSD' }))
  const request = await wallet.nextRequest()
  expect(request).toMatchObject({ method: 'eth_sendTransaction', chainId: 'eip155:31337' })
  await wallet.approveRequest(request.id)
  expect(await paying).toEqual(paidBy(wallet.address))
  await expect(view).toBeHidden()
  expect(await held(recipient)).toBe(1_250_000n)

  // Another order, rejected in the phone wallet.
  const rejecting = wallet.nextRequest().then((next) => wallet.rejectRequest(next.id))
  await expectPayDeclined(
    page,
    { order, held },
    view.getByRole('button', { name: 'Pay 1.25 DUSD' }),
  )
  await rejecting
})
