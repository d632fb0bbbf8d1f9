import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { dataTest as test } from '../../fixtures/dataTest.ts'
import { setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { dusdOrder } from '../../fixtures/pay/dusdOrder.ts'
import { expectPayDeclined } from '../../fixtures/pay/expectPayDeclined.ts'
import { payInPage as pay } from '../../fixtures/pay/payInPage.ts'
import { chainNetworks, expect, openHostPage } from '../../fixtures/test.ts'

test('default: an order of DUSD paid from a page with no wallet: Connect, Pay, the transfer on anvil, the same order again pays nothing, the api says paid, a decline is 4001', async ({
  walletPage,
  modalFrame,
  chains,
  stack,
}) => {
  const { order, recipient, held, paidBy } = dusdOrder(chains)
  const { orderId } = order

  // Refused before anything shows: a request that breaks a rule, a network the modal lacks.
  expect(await pay(walletPage, { ...order, amount: '1,25' })).toEqual({
    ok: false,
    code: 5110,
    name: 'PaymentInvalidError',
  })
  expect(await pay(walletPage, { ...order, asset: 'eip155:999/slip44:60' })).toEqual({
    ok: false,
    code: 5111,
    name: 'PaymentUnavailableError',
    reason: 'unsupportedNetwork',
  })

  const paying = pay(walletPage, order)
  await clickWhenArmed(modalFrame.getByRole('button', { name: /Dev Wallet/ }))
  const view = modalFrame.getByRole('dialog', { name: 'Pay' })
  await expect(view.getByText('1.25 DUSD', { exact: true })).toBeVisible()
  await expect(view.getByText(/^Your balance: \d+(\.\d+)? DUSD$/)).toBeVisible()
  await clickWhenArmed(view.getByRole('button', { name: 'Pay 1.25 DUSD' }))
  const first = await paying
  const payer = chains.one.accounts[0]!.address
  expect(first).toEqual(paidBy(payer))
  await expect(view).toBeHidden()
  expect(await held(recipient)).toBe(1_250_000n)

  // The same order again: its payment at once, without the modal, and nothing moves.
  expect(await pay(walletPage, order)).toEqual(first)
  await expect(view).toBeHidden()
  expect(await held(recipient)).toBe(1_250_000n)

  // What the host's backend reads, with the project's secret; the public project id alone
  // reads nothing.
  const orderUrl = `${stack.apiUrl}/v1/orders/${orderId}?projectId=demo`
  expect((await fetch(orderUrl)).status).toBe(401)
  const secret = await stack.projects.makeProjectSecret('demo')
  const answer = await fetch(orderUrl, { headers: { authorization: `Bearer ${secret}` } })
  expect(await answer.json()).toMatchObject({
    order: {
      orderId,
      status: 'paid',
      txHash: first.ok ? first.result.txHash : null,
      payer: payer.toLowerCase(),
    },
  })

  // Declined in the wallet: 4001, and the recipient of that order got nothing.
  await setDevWalletMode(walletPage, 'reject')
  await expectPayDeclined(
    walletPage,
    { order, held },
    view.getByRole('button', { name: 'Pay 1.25 DUSD' }),
  )
})

test('behavior: a payment sent that the api could not record, then a reload: paying the order again resumes it, and the recipient is paid once', async ({
  walletPage,
  modalFrame,
  chains,
  stack,
}) => {
  const { order, recipient, held } = dusdOrder(chains)

  // The api is unreachable when the payment is to be recorded: the transfer lands all the same.
  const recording = (url: URL) => /^\/v1\/orders\/[^/]+\/transaction$/.test(url.pathname)
  await walletPage.route(recording, (route) => route.abort())
  // This page's promise goes with the reload below.
  void pay(walletPage, order).catch(() => undefined)
  await clickWhenArmed(modalFrame.getByRole('button', { name: /Dev Wallet/ }))
  const view = modalFrame.getByRole('dialog', { name: 'Pay' })
  await clickWhenArmed(view.getByRole('button', { name: 'Pay 1.25 DUSD' }))
  await expect(view.getByRole('alert')).toHaveText('The payment was sent but is not confirmed yet.')
  expect(await held(recipient)).toBe(1_250_000n)

  // The visitor reloads; the host asks for the same order again, with the api back.
  await walletPage.unroute(recording)
  await openHostPage(walletPage, stack, { networks: chainNetworks(chains) })
  const resumed = await pay(walletPage, order)
  expect(resumed).toMatchObject({
    ok: true,
    result: { orderId: order.orderId, txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) },
  })
  expect(await held(recipient)).toBe(1_250_000n)
  await expect(view).toBeHidden()
})
