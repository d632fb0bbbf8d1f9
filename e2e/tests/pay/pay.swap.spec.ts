// modal.pay, swap then pay (issue 40): a fresh dev wallet that holds only ETH is asked for an
// order of DUSD on the first dev chain. The Pay view lists what on Anvil can pay from its
// balances (DUSD: not enough; ETH: a swap of about so much), Swap and pay sells ETH through the
// swap feature's own quote and swap routes for just enough DUSD, then pays; one progress view
// throughout; the recipient holds exactly the amount and the payer keeps at most the swap's
// slippage margin of DUSD. Declining the swap in the wallet rejects with 4001 and pays nothing.
// Any token held can be the swap's source (decision 0281): a wallet holding ETH and PDT is
// shown both with about what each swap sells; picking PDT approves it for the router, swaps
// and pays.
// Buy with card, then pay (decision 0280): an email account that holds nothing (no DUSD, no ETH
// for gas; the stack has no gas sponsor) is offered a card that buys about so much ETH through
// the on-ramp double (Coinbase Onramp's API) for so much USD. The dev checkout declines the
// card first: the order stays unpaid and the modal says so; Try again prepares a new checkout,
// which delivers ETH on anvil; the modal sees the purchase arrive, swaps just enough ETH for
// DUSD and pays, in one progress view, with no approval asked (the embedded wallet's own
// confirmation is the Buy with card press). The chain is reverted after.
import type { FrameLocator, Page } from '@playwright/test'
import { createWalletClient, erc20Abi, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { anvil } from 'viem/chains'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { dataTest as test } from '../../fixtures/dataTest.ts'
import { setAnvilBalance } from '../../fixtures/devChain/setAnvilBalance.ts'
import { devWalletInitScript } from '../../fixtures/devWallet/devWalletInitScript.ts'
import { loginFreshOnDevChain } from '../../fixtures/emailLogin.ts'
import { setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { dusdOrder } from '../../fixtures/pay/dusdOrder.ts'
import { expectPayDeclined } from '../../fixtures/pay/expectPayDeclined.ts'
import { payInPage as pay } from '../../fixtures/pay/payInPage.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import type { DevChains } from '../../fixtures/test.ts'
import { chainNetworks, expect, openHostPage, walletChains } from '../../fixtures/test.ts'

/**
 * A new account (`privateKey`, or a fresh one) given 1 ETH on the first dev chain, the host
 * page opened with the dev wallet as it; resolves with its address.
 */
async function openAsPayerWithEth(
  page: Page,
  { stack, chains }: { stack: Stack; chains: DevChains },
  privateKey: Hex = generatePrivateKey(),
) {
  const payer = privateKeyToAccount(privateKey).address
  await setAnvilBalance(chains.one.rpcUrl, payer, parseEther('1'))
  await page.addInitScript(
    await devWalletInitScript({ mode: 'auto-approve', chains: walletChains(chains), privateKey }),
  )
  await openHostPage(page, stack, { networks: chainNetworks(chains) })
  return payer
}

/** The Pay view and its list of ways to pay on the first dev chain. */
function payView(modalFrame: FrameLocator) {
  const view = modalFrame.getByRole('dialog', { name: 'Pay' })
  return { view, ways: view.getByRole('region', { name: 'Ways to pay on Anvil' }) }
}

test('default: a wallet holding only ETH is offered a swap; Swap and pay swaps just enough ETH to DUSD, then pays the order; a declined swap is 4001', async ({
  page,
  modalFrame,
  chains,
  stack,
}) => {
  test.setTimeout(90_000)
  const dusd = chains.one.tokens.DUSD.address
  const { order, recipient, held, paidBy } = dusdOrder(chains)
  const payer = await openAsPayerWithEth(page, { stack, chains })
  const paying = pay(page, order)
  await clickWhenArmed(modalFrame.getByRole('button', { name: /Dev Wallet/ }))
  const { view, ways } = payView(modalFrame)
  await expect(ways.getByRole('listitem')).toHaveText([
    /^DUSDYou hold 0 DUSDNot enough$/,
    /^ETHYou hold 1 ETHSwap about 0\.\d+ ETH$/,
  ])
  // One progress view through both approvals: the swap (to the router), then the payment.
  await setDevWalletMode(page, 'prompt')
  const prompt = page.getByRole('dialog', { name: /Dev Wallet/ })
  await clickWhenArmed(view.getByRole('button', { name: 'Swap and pay 1.25 DUSD' }))
  await expect(view.getByRole('status')).toHaveText(
    /^Swapping 0\.\d+ ETH for DUSD\. Approve it in your wallet if it asks\.$/,
  )
  await expect(prompt).toContainText(chains.one.uniswap.router)
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(view.getByRole('status')).toHaveText(
    'Sending the payment. Approve it in your wallet if it asks.',
  )
  await expect(prompt).toContainText(dusd)
  await page.getByRole('button', { name: 'Approve' }).click()
  expect(await paying).toEqual(paidBy(payer))
  await expect(view).toBeHidden()
  expect(await held(recipient)).toBe(1_250_000n)
  // Just enough was bought: what is left is within the swap's margins (slippage and the aim).
  const left = await held(payer)
  expect(left).toBeLessThan(25_000n)
  expect(await chains.one.client.getBalance({ address: payer })).toBeLessThan(parseEther('1'))

  // Another order, the swap declined in the wallet: 4001, and nothing moved to its recipient.
  await setDevWalletMode(page, 'reject')
  await expectPayDeclined(
    page,
    { order, held },
    view.getByRole('button', { name: 'Swap and pay 1.25 DUSD' }),
  )
})

test('tokens: a wallet holding ETH and PDT is offered both with the amount each sells; picking PDT approves it, swaps just enough for DUSD and pays', async ({
  page,
  modalFrame,
  chains,
  stack,
}) => {
  test.setTimeout(90_000)
  const client = chains.one.client
  const { DUSD, PDT } = chains.one.tokens
  const balanceOf = (token: Hex, owner: Hex) =>
    client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  const { order, recipient } = dusdOrder(chains)
  // The payer's PDT is sent before its page opens: the Pay view reads what it holds then.
  const privateKey = generatePrivateKey()
  const payer = privateKeyToAccount(privateKey).address
  const treasury = createWalletClient({
    account: privateKeyToAccount(chains.one.accounts[1]!.privateKey),
    chain: { ...anvil, id: chains.one.chainId },
    transport: http(chains.one.rpcUrl),
  })
  await client.waitForTransactionReceipt({
    hash: await treasury.writeContract({
      address: PDT.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [payer, parseEther('10')],
    }),
  })
  await openAsPayerWithEth(page, { stack, chains }, privateKey)
  const paying = pay(page, order)
  await clickWhenArmed(modalFrame.getByRole('button', { name: /Dev Wallet/ }))
  const { view, ways } = payView(modalFrame)
  await expect(ways.getByRole('listitem')).toHaveText([
    /^DUSDYou hold 0 DUSDNot enough$/,
    /^ETHYou hold 1 ETHSwap about 0\.000\d+ ETH$/,
    /^PDTYou hold 10 PDTSwap about 2\.5\d* PDT$/,
  ])
  await expect(ways.getByRole('radio', { name: 'ETH' })).toBeChecked()
  await ways.getByRole('radio', { name: 'PDT' }).check()
  await expect(
    view.getByText(/^Your wallet asks up to three times: to let the exchange use your PDT/),
  ).toBeVisible()
  await clickWhenArmed(view.getByRole('button', { name: 'Swap and pay 1.25 DUSD' }))
  expect(await paying).toMatchObject({ ok: true, result: { orderId: order.orderId, payer } })
  expect(await balanceOf(DUSD.address, recipient)).toBe(1_250_000n)
  // About 2.5 PDT sold (0.5 DUSD each, with the pool's fee and the slippage margin); ETH paid
  // only the fees.
  const pdtLeft = await balanceOf(PDT.address, payer)
  expect(pdtLeft).toBeGreaterThan(parseEther('7.4'))
  expect(pdtLeft).toBeLessThan(parseEther('7.5'))
  expect(await client.getBalance({ address: payer })).toBeGreaterThan(parseEther('0.99'))
})

test('onramp: an email account holding nothing buys ETH with card through the on-ramp (a declined card first leaves the order unpaid), then swaps and pays the DUSD order', async ({
  page,
  modalFrame,
  stack,
  chains,
  onramp,
}) => {
  test.setTimeout(120_000)
  const client = chains.one.client
  const { order, recipient, held, paidBy } = dusdOrder(chains)
  const { address: payer } = await loginFreshOnDevChain({ page, modalFrame, stack, chains })
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.open)).toBe(false)
  expect(await client.getBalance({ address: payer })).toBe(0n)
  const paying = pay(page, order)
  const { view, ways } = payView(modalFrame)
  await expect(ways.getByRole('listitem')).toHaveText([
    /^DUSDYou hold 0 DUSDNot enough$/,
    /^CardBuy about 0\.\d+ ETH for \d+\.\d\d USDCoinbase$/,
  ])
  const buy = view.getByRole('button', { name: 'Buy with card' })

  // The card is declined at the provider: nothing bought, nothing paid, and the modal says so.
  const declinedOpened = page.waitForEvent('popup')
  await clickWhenArmed(buy)
  const declined = await declinedOpened
  expect(declined.url()).toContain(`${onramp.url}/buy/select-asset?sessionToken=`)
  await expect(view.getByRole('status')).toHaveText(
    /^Waiting for your 0\.\d+ ETH from Coinbase\. Finish the purchase in its window\.$/,
  )
  await declined.getByRole('button', { name: 'Decline payment' }).click()
  await declined.close()
  await expect(view.getByRole('alert')).toHaveText(
    'Coinbase says the purchase did not go through, so nothing was bought and the order is not paid.',
    { timeout: 15_000 },
  )
  expect(await held(recipient)).toBe(0n)

  // Try again: a new checkout, which delivers the ETH; the payment goes on by itself.
  await view.getByRole('button', { name: 'Try again' }).click()
  const popupOpened = page.waitForEvent('popup')
  await clickWhenArmed(buy)
  const popup = await popupOpened
  await popup.getByRole('button', { name: 'Complete purchase' }).click()
  await expect(popup.getByRole('status')).toContainText(/Purchase complete: 0\.\d+ ETH sent/)
  const bought = parseEther(onramp.purchases.at(-1)?.amount ?? '0')
  expect(onramp.purchases.at(-1)).toMatchObject({ address: payer, asset: 'ETH' })
  await popup.close()

  expect(await paying).toEqual(paidBy(payer))
  await expect(view).toBeHidden()
  expect(await held(recipient)).toBe(1_250_000n)
  // The ETH bought paid the swap and both fees; what is left stays with the visitor.
  const left = await client.getBalance({ address: payer })
  expect(left).toBeGreaterThan(0n)
  expect(left).toBeLessThan(bought)
  expect(await held(payer)).toBeLessThan(25_000n)
})
