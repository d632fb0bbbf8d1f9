// Pending-transaction watching (issue 13): a transfer sent from the modal shows in Activity as
// pending at once, then confirmed or failed when the receipt arrives, each told in the live
// region; it survives closing and reopening the modal. anvil mines only when the test says so
// (`evm_setAutomine` off), so the pending state is observable. A transfer that reverts on chain
// (its balance taken by an earlier transaction in the same block) shows failed in the Send
// result and in Activity.
import type { FrameLocator, Locator, Page } from '@playwright/test'
import { encodeFunctionData, erc20Abi, type Hex, maxUint256, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { dataTest } from '../../fixtures/dataTest.ts'
import { devChainClients } from '../../fixtures/devChain/devChainClients.ts'
import { devWalletInitScript } from '../../fixtures/devWallet/devWalletInitScript.ts'
import { connectDevWallet, openDevChainPage } from '../../fixtures/pageHelpers.ts'
import { type DevChains, expect, walletChains } from '../../fixtures/test.ts'

// A DUSD holder no other spec spends from: it funds each test's fresh sender.
const FUNDER_INDEX = 4

type Chain = DevChains['one']

/** A fresh account with 1 ETH and `dusd` DUSD (6 decimals), so its balances are this test's own. */
async function freshSender(chain: Chain, dusd: string) {
  const privateKey = generatePrivateKey()
  const { address } = privateKeyToAccount(privateKey)
  const funder = devChainClients(
    chain.rpcUrl,
    chain.chainId,
    chain.accounts[FUNDER_INDEX]!.privateKey,
  )
  await funder.client.request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther('1').toString(16)}`] as never,
  })
  const hash = await funder.wallet.writeContract({
    address: chain.tokens.DUSD.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [address, parseUnits(dusd, 6)],
  })
  await funder.client.waitForTransactionReceipt({ hash })
  return { privateKey, address }
}

async function openSendAs(
  page: Page,
  modalFrame: FrameLocator,
  privateKey: Hex,
  setup: { stack: Parameters<typeof openDevChainPage>[1]; chains: DevChains },
) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.addInitScript(
    await devWalletInitScript({
      mode: 'auto-approve',
      chains: walletChains(setup.chains),
      privateKey,
    }),
  )
  await openDevChainPage(page, setup.stack, setup.chains)
  await connectDevWallet(page, modalFrame)
  await page.evaluate(() => window.modal.open({ view: 'Send' }))
  const view = modalFrame.getByRole('dialog', { name: 'Send' })
  await expect(view).toBeVisible()
  return view
}

/** Fill the form with DUSD, `amount`, to `to`, review, and wait until Send can be pressed. */
async function review(view: ReturnType<FrameLocator['getByRole']>, amount: string, to: string) {
  await view.getByRole('button', { name: /^Token / }).click()
  await view
    .getByRole('list', { name: 'Token' })
    .getByRole('button', { name: /^DUSD / })
    .click()
  await view.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount)
  await view.getByRole('textbox', { name: 'To', exact: true }).fill(to)
  await view.getByRole('button', { name: 'Review' }).click()
  const confirm = view.getByRole('button', { name: 'Send', exact: true })
  await expect(confirm).toBeEnabled()
  return confirm
}

const liveRegion = (frame: FrameLocator) =>
  frame.locator('[aria-live="polite"][aria-atomic="true"]')
/** The Activity rows of DUSD sent out by `amount` (the funding transfer is a row too). */
const sentRow = (frame: FrameLocator, amount: string) =>
  frame
    .getByRole('tabpanel')
    .getByTestId('activity-item')
    .filter({ hasText: 'Sent DUSD' })
    .filter({ hasText: `−${amount}` })

async function showActivity(page: Page, frame: FrameLocator) {
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  await frame.getByRole('tab', { name: 'Activity' }).click()
}

function anvilControl(chain: Chain) {
  const client = chain.client
  return {
    client,
    automine: (on: boolean) =>
      client.request({ method: 'evm_setAutomine' as never, params: [on] as never }),
    mine: () => client.request({ method: 'evm_mine' as never }),
    pendingCount: async () => {
      const block = await client.getBlock({ blockTag: 'pending' })
      return block.transactions.length
    },
  }
}

type PendingFixtures = {
  /** The first dev chain's anvil (automine, mine, the pending block); automine on after the test. */
  anvil: ReturnType<typeof anvilControl>
  /** A fresh sender (1 ETH, 10 DUSD) connected in the host page, the modal on Send. */
  sending: { sender: { privateKey: Hex; address: Hex }; view: Locator }
}

const test = dataTest.extend<PendingFixtures>({
  anvil: async ({ chains }, use) => {
    const anvil = anvilControl(chains.one)
    await use(anvil)
    await anvil.automine(true)
  },
  sending: async ({ page, modalFrame, stack, chains }, use) => {
    const sender = await freshSender(chains.one, '10')
    await use({
      sender,
      view: await openSendAs(page, modalFrame, sender.privateKey, { stack, chains }),
    })
  },
})
// A fresh sender's funding, a send and its receipt: more than the default time.
test.describe.configure({ timeout: 90_000 })

test('behavior: a sent transfer is pending in Activity at once, still after closing and reopening the modal, and confirmed once a block is mined', async ({
  page,
  modalFrame,
  chains,
  anvil,
  sending: { view },
}) => {
  const to = privateKeyToAccount(generatePrivateKey()).address
  const confirm = await review(view, '3', to)
  await anvil.automine(false)
  await confirm.click()
  await expect(view.getByRole('heading', { name: 'Waiting for confirmation' })).toBeVisible()
  await expect.poll(anvil.pendingCount).toBe(1)
  await expect(liveRegion(modalFrame)).toHaveText('Sent 3 DUSD: pending')
  // Closing the modal and opening it again keeps the pending item.
  await page.evaluate(() => window.modal.close())
  await showActivity(page, modalFrame)
  await expect(sentRow(modalFrame, '3.000')).toHaveCount(1)
  await expect(sentRow(modalFrame, '3.000')).toContainText('Pending')
  await anvil.mine()
  await expect(sentRow(modalFrame, '3.000')).toContainText('Confirmed')
  await expect(liveRegion(modalFrame)).toHaveText('Sent 3 DUSD: confirmed')
  await anvil.automine(true)
  expect(
    await anvil.client.readContract({
      address: chains.one.tokens.DUSD.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [to],
    }),
  ).toBe(3_000_000n)
  // Once the indexer lists it, Activity shows the Data API's item: still one row, confirmed.
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  await modalFrame.getByRole('tab', { name: 'Tokens' }).click()
  await modalFrame.getByRole('tab', { name: 'Activity' }).click()
  await expect(sentRow(modalFrame, '3.000')).toHaveCount(1)
  await expect(sentRow(modalFrame, '3.000')).toContainText('Confirmed')
})

test('error: a transfer that reverts on chain shows failed in the Send result, in Activity and in the live region', async ({
  page,
  modalFrame,
  chains,
  anvil,
  sending: { sender, view },
}) => {
  // The sender lets a second account take its DUSD; that account empties it in the same block,
  // ahead of the modal's transfer (a higher tip is mined first), so the transfer reverts.
  const own = devChainClients(chains.one.rpcUrl, chains.one.chainId, sender.privateKey)
  const approval = await own.wallet.writeContract({
    address: chains.one.tokens.DUSD.address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [chains.one.accounts[FUNDER_INDEX]!.address, maxUint256],
  })
  await own.client.waitForTransactionReceipt({ hash: approval })
  const confirm = await review(view, '6', privateKeyToAccount(generatePrivateKey()).address)
  await anvil.automine(false)
  await confirm.click()
  await expect.poll(anvil.pendingCount).toBe(1)
  // Signed here with every field given: anvil would estimate it against the pending block,
  // where the modal's transfer already spent 6 DUSD, and refuse.
  const taker = privateKeyToAccount(chains.one.accounts[FUNDER_INDEX]!.privateKey)
  const raw = await taker.signTransaction({
    chainId: chains.one.chainId,
    type: 'eip1559',
    to: chains.one.tokens.DUSD.address,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transferFrom',
      args: [sender.address, taker.address, parseUnits('10', 6)],
    }),
    gas: 100_000n,
    nonce: await anvil.client.getTransactionCount({
      address: taker.address,
      blockTag: 'pending',
    }),
    maxFeePerGas: parseUnits('200', 9),
    maxPriorityFeePerGas: parseUnits('100', 9),
  })
  await anvil.client.request({ method: 'eth_sendRawTransaction', params: [raw] })
  await expect.poll(anvil.pendingCount).toBe(2)
  await anvil.mine()
  await expect(view.getByRole('alert')).toHaveText('The transfer failed on chain.')
  await expect(liveRegion(modalFrame)).toHaveText('Sending 6 DUSD failed on chain')
  await anvil.automine(true)
  await showActivity(page, modalFrame)
  await expect(sentRow(modalFrame, '6.000')).toHaveCount(1)
  await expect(sentRow(modalFrame, '6.000')).toContainText('Failed')
})
