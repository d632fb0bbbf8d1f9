import { createPublicClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { dataTest as test } from '../../fixtures/dataTest.ts'
import { revertFirstChainAfterAll } from '../../fixtures/devChain/revertFirstChainAfterAll.ts'
import { devWalletInitScript } from '../../fixtures/devWallet/devWalletInitScript.ts'
import { setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { dusdOrder } from '../../fixtures/pay/dusdOrder.ts'
import { payInPage as pay } from '../../fixtures/pay/payInPage.ts'
import { chainNetworks, expect, openHostPage, walletChains } from '../../fixtures/test.ts'

revertFirstChainAfterAll(test)

test('default: a wallet holding only ETH is offered a swap; Swap and pay swaps just enough ETH to DUSD, then pays the order; a declined swap is 4001', async ({
  page,
  modalFrame,
  chains,
  stack,
}) => {
  test.setTimeout(90_000)
  const client = createPublicClient({ transport: http(chains.one.rpcUrl) })
  const { order, recipient, held, paidBy } = dusdOrder(chains)
  const privateKey = generatePrivateKey()
  const payer = privateKeyToAccount(privateKey).address
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [payer, `0x${parseEther('1').toString(16)}`] as never,
  })
  await page.addInitScript(
    await devWalletInitScript({ mode: 'auto-approve', chains: walletChains(chains), privateKey }),
  )
  await openHostPage(page, stack, { networks: chainNetworks(chains) })

  const paying = pay(page, order)
  await clickWhenArmed(modalFrame.getByRole('button', { name: /Dev Wallet/ }))
  const view = modalFrame.getByRole('dialog', { name: 'Pay' })
  const ways = view.getByRole('region', { name: 'Ways to pay on Anvil' })
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
  await expect(prompt).toContainText(chains.one.tokens.DUSD.address)
  await page.getByRole('button', { name: 'Approve' }).click()
  const paid = await paying
  expect(paid).toEqual(paidBy(payer))
  await expect(view).toBeHidden()
  expect(await held(recipient)).toBe(1_250_000n)
  // Just enough was bought: what is left is within the swap's margins (slippage and the aim).
  const left = await held(payer)
  expect(left).toBeLessThan(25_000n)
  expect(await client.getBalance({ address: payer })).toBeLessThan(parseEther('1'))

  // Another order, the swap declined in the wallet: 4001, and nothing moved to its recipient.
  await setDevWalletMode(page, 'reject')
  const other = privateKeyToAccount(generatePrivateKey()).address
  const declined = pay(page, { ...order, orderId: `${order.orderId}-2`, recipient: other })
  await clickWhenArmed(view.getByRole('button', { name: 'Swap and pay 1.25 DUSD' }))
  expect(await declined).toEqual({ ok: false, code: 4001, name: 'UserRejectedRequestError' })
  expect(await held(other)).toBe(0n)
})
