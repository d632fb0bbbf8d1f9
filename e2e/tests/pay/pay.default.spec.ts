// modal.pay (issue 40, decision 0093): an order of DUSD on the first dev chain, paid with the dev
// wallet (account 0, which holds DUSD) from a page with no wallet connected (a malformed request
// and a network the modal lacks are refused first, typed): Connect shows, then
// Pay; the promise resolves with the transaction, the recipient holds exactly the amount more;
// paying the same order id again resolves with the same transaction and moves nothing; the api's
// order route says paid; declining in the wallet rejects with 4001. A payment the api could not
// record is resumed by the next pay of its order after a reload. The chain is reverted after.
import type { Page } from '@playwright/test'
import { createPublicClient, erc20Abi, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { dataTest as test } from '../../fixtures/dataTest.ts'
import { type ChainSnapshot, snapshotChain } from '../../fixtures/devChain/snapshotChain.ts'
import { setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { chainNetworks, type DevChains, expect, openHostPage } from '../../fixtures/test.ts'

let snapshot: ChainSnapshot | undefined
test.beforeAll(async ({ chains }) => {
  snapshot = await snapshotChain(chains.one.rpcUrl)
})
test.afterAll(async () => {
  await snapshot?.revert()
})

type Outcome =
  | { ok: true; result: Record<string, unknown> }
  | { ok: false; code: number; name: string; reason?: unknown }

type Order = Parameters<Window['modal']['pay']>[0]

/** `modal.pay(order)` in the page, settled as data (never a rejection). */
const pay = (page: Page, order: Order) =>
  page.evaluate(
    (order) =>
      window.modal.pay(order).then(
        (result): Outcome => ({ ok: true, result }),
        (error: { code: number; name: string; data?: { reason?: unknown } }): Outcome => ({
          ok: false,
          code: error.code,
          name: error.name,
          ...(error.data?.reason ? { reason: error.data.reason } : {}),
        }),
      ),
    order,
  )

/** A new order of 1.25 DUSD on the first dev chain to a fresh recipient, and a reader of DUSD held. */
function dusdOrder(chains: DevChains) {
  const client = createPublicClient({ transport: http(chains.one.rpcUrl) })
  const dusd = chains.one.tokens.DUSD.address
  const held = (owner: Hex) =>
    client.readContract({ address: dusd, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const order = {
    orderId: `order-${crypto.randomUUID()}`,
    recipient,
    amount: '1.25',
    asset: `eip155:31337/erc20:${dusd}`,
  }
  return { order, recipient, held }
}

test('default: an order of DUSD paid from a page with no wallet: Connect, Pay, the transfer on anvil, the same order again pays nothing, the api says paid, a decline is 4001', async ({
  walletPage,
  modalFrame,
  chains,
  stack,
}) => {
  test.setTimeout(60_000)
  const { order, recipient, held } = dusdOrder(chains)
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
  expect(first).toEqual({
    ok: true,
    result: {
      orderId,
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      chainId: 'eip155:31337',
      asset: order.asset,
      amount: '1.25',
      payer,
    },
  })
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
  const other = privateKeyToAccount(generatePrivateKey()).address
  const declined = pay(walletPage, { ...order, orderId: `${orderId}-2`, recipient: other })
  await clickWhenArmed(view.getByRole('button', { name: 'Pay 1.25 DUSD' }))
  expect(await declined).toEqual({ ok: false, code: 4001, name: 'UserRejectedRequestError' })
  expect(await held(other)).toBe(0n)
})

test('behavior: a payment sent that the api could not record, then a reload: paying the order again resumes it, and the recipient is paid once', async ({
  walletPage,
  modalFrame,
  chains,
  stack,
}) => {
  test.setTimeout(60_000)
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
