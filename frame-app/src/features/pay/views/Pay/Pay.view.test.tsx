import { ErrorCode, UserRejectedRequestError } from '@porthole/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import { deferred } from '#test/deferred.ts'
import { renderView, scanView } from '#test/renderView.tsx'
import { payInView } from '../../actions/payInView.ts'
import type { PayOrder } from '../../machine/PayOrder.ts'
import type { PayServices } from '../../machine/PayServices.ts'
import { PurchaseFailedError } from '../../services/createPayBuy.ts'

const HASH = `0x${'ab'.repeat(32)}`
const FROM = '0x5656565656565656565656565656565656565656'
const order: PayOrder = {
  orderId: 'order-1',
  recipient: '0x1234567890AbcdEF1234567890aBcdef12345678',
  amount: '1.25',
  asset: 'eip155:31337/erc20:0x3434343434343434343434343434343434343434',
  caipNetworkId: 'eip155:31337',
  networkName: 'Anvil',
  token: '0x3434343434343434343434343434343434343434',
  symbol: 'DUSD',
  decimals: 6,
  units: 1_250_000n,
}
const result = {
  orderId: 'order-1',
  txHash: HASH,
  chainId: 'eip155:31337',
  asset: order.asset,
  amount: '1.25',
  payer: FROM,
}

const offer = {
  from: `eip155:31337:0x${'ee'.repeat(20)}`,
  symbol: 'ETH',
  decimals: 18,
  held: 10n ** 18n,
  amountIn: 416_987_654_321_000n,
  needed: 1_250_000n,
}

function fakeServices(balance: bigint, onNetwork = 'eip155:31337', swappable = false) {
  const gates = {
    send: deferred<string>(),
    confirm: deferred<'success'>(),
    record: deferred<typeof result>(),
    swap: deferred<undefined>(),
  }
  const services: PayServices = {
    account: () => ({ address: FROM, caipNetworkId: onNetwork }),
    loadBalance: async () => balance,
    planSwap: async () => (swappable ? [offer] : []),
    planBuy: async () => null,
    awaitPurchase: async () => undefined,
    buyTtlMs: 300_000,
    walletPay: async () => null,
    swap: () => gates.swap.promise,
    switchNetwork: async () => undefined,
    send: () => gates.send.promise,
    confirm: () => gates.confirm.promise,
    record: () => gates.record.promise,
  }
  return { services, gates }
}

async function showPay(balance: bigint, onNetwork?: string, swappable?: boolean) {
  const view = await renderView()
  const { services, gates } = fakeServices(balance, onNetwork, swappable)
  const outcome = payInView(view.app, { services, order }).then(
    (value) => ({ ok: true as const, value }),
    (error: { code: number }) => ({ ok: false as const, code: error.code }),
  )
  return { view, gates, outcome }
}

const dialog = () => page.getByRole('dialog', { name: 'Pay' })
/** Waits until Pay's progress line (its status) says `text`. */
const expectStatus = (text: string | RegExp) =>
  expect.element(dialog().getByRole('status')).toHaveTextContent(text)

describe('Pay', () => {
  test('default: the order, the balance and Pay; then one progress view to the confirmation, and the host result; no axe violations', async () => {
    const { view, gates, outcome } = await showPay(999_998_750_000n)
    await expect.element(dialog()).toBeVisible()
    expect(view.calls).toContain('SHOW')
    await expect.element(dialog().getByText('1.25 DUSD', { exact: true })).toBeVisible()
    await expect.element(dialog().getByText('0x12…345678')).toBeVisible()
    await expect.element(dialog().getByText('Anvil')).toBeVisible()
    await expect.element(dialog().getByText('Your balance: 999998.75 DUSD')).toBeVisible()
    const pay = dialog().getByRole('button', { name: 'Pay 1.25 DUSD' })
    await expect.element(pay).toBeEnabled()
    const violations = await scanView(view, 'Pay/ready')

    await pay.click()
    await expectStatus('Sending the payment. Approve it in your wallet if it asks.')
    violations.push(...(await scanView(view, 'Pay/sending')))
    gates.send.resolve(HASH)
    await expectStatus('Waiting for Anvil to confirm the payment')
    gates.confirm.resolve('success')
    await expectStatus('Recording the payment')
    gates.record.resolve(result)
    expect(await outcome).toEqual({ ok: true, value: result })
    expect(view.calls).toContain('HIDE')
    expect(violations).toEqual([])
  })

  test('behavior: a balance short of the order (no swap) says so plainly, with no button to press; closing is PaymentUnavailableError insufficientFunds', async () => {
    const { view, outcome } = await showPay(500_000n)
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent(
        'Not enough DUSD on Anvil to pay this order: you hold 0.5 DUSD. Add funds to this wallet or connect another one.',
      )
    await expect.element(dialog().getByRole('button', { name: /^Pay/ })).not.toBeInTheDocument()
    expect(await scanView(view, 'Pay/insufficient')).toEqual([])
    view.app.actions.close()
    expect(await outcome).toEqual({ ok: false, code: ErrorCode.paymentUnavailable })
  })

  test('behavior: a wallet elsewhere is told it switches first; a failed send offers Try again; declining in the wallet rejects with 4001', async () => {
    const { view, gates, outcome } = await showPay(2_000_000n, 'eip155:1')
    await expect.element(dialog().getByText('Your wallet switches to Anvil first.')).toBeVisible()
    const sending = 'Sending the payment. Approve it in your wallet if it asks.'
    await dialog().getByRole('button', { name: 'Pay 1.25 DUSD' }).click()
    await expectStatus(sending)
    gates.send.reject(new Error('wallet gone'))
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('The payment could not be sent.')
    expect(await scanView(view, 'Pay/failed')).toEqual([])
    gates.send = deferred<string>()
    await dialog().getByRole('button', { name: 'Try again' }).click()
    await dialog().getByRole('button', { name: 'Pay 1.25 DUSD' }).click()
    await expectStatus(sending)
    gates.send.reject(new UserRejectedRequestError())
    expect(await outcome).toEqual({ ok: false, code: ErrorCode.userRejected })
    expect(view.calls).toContain('HIDE')
  })

  test('behavior: a short balance with ETH lists the ways to pay; Swap and pay swaps, then pays, in one progress view', async () => {
    const { view, gates, outcome } = await showPay(0n, undefined, true)
    const ways = dialog().getByRole('region', { name: 'Ways to pay on Anvil' })
    await expect
      .element(ways.getByRole('listitem').nth(0))
      .toHaveTextContent('DUSDYou hold 0 DUSDNot enough')
    await expect
      .element(ways.getByRole('listitem').nth(1))
      .toHaveTextContent('ETHYou hold 1 ETHSwap about 0.000417 ETH')
    await expect
      .element(dialog().getByText('Your wallet asks twice: for the swap, then for the payment.'))
      .toBeVisible()
    const violations = await scanView(view, 'Pay/offer')
    await dialog().getByRole('button', { name: 'Swap and pay 1.25 DUSD' }).click()
    await expectStatus('Swapping 0.000417 ETH for DUSD. Approve it in your wallet if it asks.')
    violations.push(...(await scanView(view, 'Pay/swapping')))
    gates.swap.resolve(undefined)
    await expectStatus('Sending the payment. Approve it in your wallet if it asks.')
    gates.send.reject(new UserRejectedRequestError())
    expect(await outcome).toEqual({ ok: false, code: ErrorCode.userRejected })
    expect(violations).toEqual([])
  })

  test('behavior: a wallet that takes wallet_pay is asked first: the order and Approve the payment in your wallet, no Pay button; then the same progress to the result', async () => {
    const view = await renderView()
    const { services, gates } = fakeServices(0n)
    const asked = deferred<string | null>()
    services.walletPay = () => asked.promise
    const outcome = payInView(view.app, { services, order, direct: true })
    await expectStatus('Approve the payment in your wallet.')
    await expect.element(dialog().getByText('1.25 DUSD', { exact: true })).toBeVisible()
    await expect.element(dialog().getByRole('button', { name: /^Pay/ })).not.toBeInTheDocument()
    const violations = await scanView(view, 'Pay/walletPay')
    asked.resolve(HASH)
    await expectStatus('Waiting for Anvil to confirm the payment')
    gates.confirm.resolve('success')
    gates.record.resolve(result)
    expect(await outcome).toEqual(result)
    expect(violations).toEqual([])
  })

  test('behavior: holding nothing offers Buy with card; it opens the checkout and waits with Cancel purchase; a declined purchase says so and leaves the order unpaid', async () => {
    const view = await renderView()
    const { services } = fakeServices(0n)
    const purchase = deferred<void>()
    const url = 'https://checkout.example/buy?sessionToken=t'
    services.planBuy = async () => ({
      symbol: 'ETH',
      decimals: 18,
      amount: 1_630_000_000_000_000n,
      fiat: { amount: '5.00', currency: 'USD' },
      provider: 'Coinbase',
      url,
      chainId: 31337,
      seen: [],
    })
    services.awaitPurchase = () => purchase.promise
    const opened = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as Window)
    const outcome = payInView(view.app, { services, order }).catch((e: { code: number }) => e.code)
    const ways = dialog().getByRole('region', { name: 'Ways to pay on Anvil' })
    await expect
      .element(ways.getByRole('listitem').nth(1))
      .toHaveTextContent('CardBuy about 0.00163 ETH for 5.00 USDCoinbase')
    const violations = await scanView(view, 'Pay/buy')
    await dialog().getByRole('button', { name: 'Buy with card' }).click()
    expect(opened).toHaveBeenCalledWith(url, '_blank', expect.stringContaining('popup'))
    opened.mockRestore()
    await expectStatus(
      'Waiting for your 0.00163 ETH from Coinbase. Finish the purchase in its window.',
    )
    await expect.element(dialog().getByRole('button', { name: 'Cancel purchase' })).toBeVisible()
    violations.push(...(await scanView(view, 'Pay/buying')))
    purchase.reject(new PurchaseFailedError('declined'))
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent(
        'Coinbase says the purchase did not go through, so nothing was bought and the order is not paid.',
      )
    violations.push(...(await scanView(view, 'Pay/failed.buy')))
    view.app.actions.close()
    expect(await outcome).toBe(ErrorCode.userRejected)
    expect(violations).toEqual([])
  })

  test('behavior: several sources are radio buttons, the coin picked first; a token picked says the wallet asks three times', async () => {
    const view = await renderView()
    const { services } = fakeServices(0n)
    const pdt = {
      ...offer,
      from: `eip155:31337:0x${'78'.repeat(20)}`,
      symbol: 'PDT',
      held: 10n ** 19n,
      amountIn: 2_513_000_000_000_000_000n,
    }
    services.planSwap = async () => [offer, pdt]
    payInView(view.app, { services, order }).catch(() => undefined)
    const ways = dialog().getByRole('region', { name: 'Ways to pay on Anvil' })
    await expect.element(ways.getByRole('radio', { name: 'ETH' })).toBeChecked()
    await expect
      .element(ways.getByRole('listitem').nth(2))
      .toHaveTextContent('PDTYou hold 10 PDTSwap about 2.513 PDT')
    await ways.getByRole('radio', { name: 'PDT' }).click()
    await expect
      .element(
        dialog().getByText(/^Your wallet asks up to three times: to let the exchange use your PDT/),
      )
      .toBeVisible()
    expect(await scanView(view, 'Pay/offer.choice')).toEqual([])
    view.app.actions.close()
  })
})
