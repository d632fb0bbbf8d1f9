// Swaps from the modal on the dev chain's Uniswap V2: DUSD to PDT (approved the first time only)
// and ETH to DUSD land with the balances moved by the quoted amounts within the slippage; a swap
// whose reserves move past the slippage before it lands reverts with a clear message and no
// tokens lost; features.swaps turns the view off. Chain state is reverted after the file, so the
// other specs sharing these chains see the prices they were seeded with.
import type { FrameLocator, Page } from '@playwright/test'
import {
  createPublicClient,
  erc20Abi,
  formatUnits,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { dataTest } from '../../fixtures/dataTest.ts'
import { devChainClients } from '../../fixtures/devChain/devChainClients.ts'
import { devWalletInitScript } from '../../fixtures/devWallet/devWalletInitScript.ts'
import { connectDevWallet, openHostPageAs, setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import type { DevChains } from '../../fixtures/test.ts'
import { chainNetworks, expect, openHostPage, walletChains } from '../../fixtures/test.ts'

/** Dev account 3: holds the demo tokens, and no other spec uses it. */
const ACCOUNT = 3
const test = dataTest.extend<{ swapPage: Page }>({
  swapPage: async ({ page, stack, chains }, use) => {
    await openHostPageAs(page, stack, chains, ACCOUNT)
    await use(page)
  },
})

const prompt = (page: Page) => page.getByRole('dialog', { name: /Dev Wallet/ })

function balances(chains: DevChains) {
  const client = createPublicClient({ transport: http(chains.one.rpcUrl) })
  const owner = chains.one.accounts[ACCOUNT]!.address
  const token = (symbol: 'PDT' | 'DUSD') =>
    client.readContract({
      address: chains.one.tokens[symbol].address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
  return async () => ({
    ETH: await client.getBalance({ address: owner }),
    PDT: await token('PDT'),
    DUSD: await token('DUSD'),
  })
}

async function openSwap(page: Page, frame: FrameLocator) {
  await connectDevWallet(page, frame)
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.open)).toBe(false)
  await page.evaluate(() => window.modal.open({ view: 'Swap' }))
  await expect(frame.getByRole('heading', { name: 'Swap' })).toBeVisible()
}

/** Picks the pair, types the amount and waits for the quote; its amounts in smallest units. */
async function quote(frame: FrameLocator, from: string, to: string, amount: string) {
  await frame.getByLabel('Token to pay').selectOption({ label: from })
  await frame.getByLabel('Token to receive').selectOption({ label: to })
  await frame.getByLabel('You pay').fill(amount)
  const out = frame.getByTestId('swap-to-amount')
  await expect(out).not.toHaveAttribute('data-units', '')
  await expect(frame.getByRole('button', { name: 'Swap', exact: true })).toBeEnabled()
  return {
    toAmount: BigInt((await out.getAttribute('data-units')) ?? '0'),
    minimum: BigInt((await frame.getByTestId('swap-minimum').getAttribute('data-units')) ?? '0'),
  }
}

/** Swap, then Confirm in the preview (which shows what is paid and received). */
async function review(frame: FrameLocator) {
  await frame.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(frame.getByRole('heading', { name: 'Review swap' })).toBeVisible()
  await expect(frame.getByText(/^You receive about [\d,.]+ \w+$/)).toBeVisible()
  await frame.getByRole('button', { name: 'Confirm swap' }).click()
}

/** The swap confirmed: back on Account's Tokens, under the snackbar saying what was swapped. */
async function landed(frame: FrameLocator) {
  await expect(frame.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expect(frame.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true')
  const snackbar = frame.getByTestId('sent-snackbar')
  await expect(snackbar).toContainText(
    /^Swapped [\d,.]+ \w+ for [\d,.]+ \w+\. It is confirmed on the network\./,
  )
  return snackbar
}

/** `units` of a token as Tokens and the snackbar show them: 3 decimals, en-US. */
const shown = (units: bigint, decimals: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(
    formatUnits(units, decimals) as Intl.StringNumericLiteral,
  )

test('default: DUSD to PDT asks for the approval the first time only; balances move by the quote', async ({
  swapPage: page,
  modalFrame: frame,
  chains,
}) => {
  const read = balances(chains)
  const { DUSD } = chains.one.tokens
  const router = chains.one.uniswap.router
  await openSwap(page, frame)
  await setDevWalletMode(page, 'prompt')
  const before = await read()
  const first = await quote(frame, 'DUSD', 'PDT', '100')
  const details = frame.getByRole('definition')
  // Plain words first: the route and the pool fee are under More details.
  await expect(frame.getByText('DUSD → PDT')).toBeHidden()
  await frame.getByText('More details').click()
  await expect(frame.getByText('DUSD → PDT')).toBeVisible()
  await expect(details.filter({ hasText: /^0\.300 DUSD$/ })).toBeVisible()
  await expect(details.filter({ hasText: /^0\.\d\d %$/ })).toBeVisible()
  expect(first.minimum).toBe((first.toAmount * 995n) / 1000n)

  await review(frame)
  await expect(frame.getByText('Approve DUSD in your wallet')).toBeVisible()
  await expect(prompt(page)).toContainText(DUSD.address)
  await expect(prompt(page)).toContainText('0x095ea7b3')
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(prompt(page)).toContainText(router)
  await page.getByRole('button', { name: 'Approve' }).click()
  // Confirmed: back on Account's Tokens, the snackbar saying what was swapped for what.
  const snackbar = await landed(frame)
  await expect(snackbar).toContainText(`Swapped 100.000 DUSD for ${shown(first.toAmount, 18)} PDT.`)
  const after = await read()
  expect(before.DUSD - after.DUSD).toBe(parseUnits('100', 6))
  const received = after.PDT - before.PDT
  expect(received).toBeGreaterThanOrEqual(first.minimum)
  expect(received).toBeLessThanOrEqual(first.toAmount)

  // The Tokens tab shows the new PDT balance.
  const pdt = shown(after.PDT, 18)
  await expect(
    frame.getByRole('tabpanel').getByTestId('token-row').filter({ hasText: 'PDT' }),
  ).toContainText(pdt)

  // Activity lists it as a swap once the api's indexer has seen the block.
  const activity = frame.getByRole('tab', { name: 'Activity' })
  const swapped = frame.getByTestId('activity-item').filter({ hasText: 'Swapped DUSD → PDT' })
  await expect
    .poll(async () => {
      await activity.click()
      return swapped.count()
    })
    .toBeGreaterThan(0)

  // The second swap of DUSD needs no approval: the only prompt is the swap itself.
  await frame.getByRole('button', { name: 'Swap' }).click()
  const second = await quote(frame, 'DUSD', 'PDT', '50')
  await review(frame)
  await expect(prompt(page)).toContainText(router)
  await expect(prompt(page)).not.toContainText('0x095ea7b3')
  await page.getByRole('button', { name: 'Approve' }).click()
  await landed(frame)
  const last = await read()
  expect(after.DUSD - last.DUSD).toBe(parseUnits('50', 6))
  expect(last.PDT - after.PDT).toBeGreaterThanOrEqual(second.minimum)
  expect(last.PDT - after.PDT).toBeLessThanOrEqual(second.toAmount)
})

test('default: ETH to DUSD lands through WETH with the quoted amount', async ({
  swapPage: page,
  modalFrame: frame,
  chains,
}) => {
  const read = balances(chains)
  await openSwap(page, frame)
  const before = await read()
  const { toAmount, minimum } = await quote(frame, 'ETH', 'DUSD', '0.5')
  await frame.getByText('More details').click()
  await expect(frame.getByText('WETH → DUSD')).toBeVisible()
  await review(frame)
  await landed(frame)
  const after = await read()
  expect(after.DUSD - before.DUSD).toBeGreaterThanOrEqual(minimum)
  expect(after.DUSD - before.DUSD).toBeLessThanOrEqual(toAmount)
  const spent = before.ETH - after.ETH
  expect(spent).toBeGreaterThanOrEqual(parseEther('0.5'))
  expect(spent).toBeLessThan(parseEther('0.501'))
})

test('behavior: while a stale quote is fetched again the shown one and Swap stay usable; Swap pressed then opens the preview, which waits for the fresh quote', async ({
  swapPage: page,
  modalFrame: frame,
}) => {
  await openSwap(page, frame)
  const { toAmount } = await quote(frame, 'ETH', 'DUSD', '0.01')
  // Every quote answer from now on waits for `release`: the requote 15 s after the first stays
  // in flight for as long as the test needs.
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const requoting = new Promise<void>((started) => {
    void page.route('**/v1/convert/quotes?**', async (route) => {
      started()
      await gate
      await route.continue()
    })
  })
  await requoting
  const out = frame.getByTestId('swap-to-amount')
  await expect(out).toHaveAttribute('data-units', String(toAmount))
  const swap = frame.getByRole('button', { name: 'Swap', exact: true })
  await expect(swap).toBeEnabled()
  await swap.click()
  // The press is not lost: the preview opens and holds Confirm until a fresh quote is there.
  await expect(frame.getByRole('heading', { name: 'Review swap' })).toBeVisible()
  const held = frame.getByRole('button', { name: 'Getting the best price' })
  await expect(held).toBeDisabled()
  release()
  await frame.getByRole('button', { name: 'Confirm swap' }).click()
  await landed(frame)
})

test('behavior: a finished swap ends on Account under a snackbar saying what was swapped for what, with its transaction in the explorer', async ({
  page,
  stack,
  chains,
  modalFrame: frame,
}) => {
  const explorer = 'https://explorer.porthole.test'
  await page
    .context()
    .route(`${explorer}/**`, (route) => route.fulfill({ contentType: 'text/html', body: 'ok' }))
  await page.addInitScript(
    await devWalletInitScript({
      mode: 'auto-approve',
      accountIndex: ACCOUNT,
      chains: walletChains(chains),
    }),
  )
  const [anvil, ...rest] = chainNetworks(chains)
  await openHostPage(page, stack, {
    networks: [
      { ...anvil!, blockExplorers: { default: { name: 'Dev Explorer', url: `${explorer}/` } } },
      ...rest,
    ],
  })
  await openSwap(page, frame)
  const { toAmount } = await quote(frame, 'ETH', 'DUSD', '0.02')
  await review(frame)
  const snackbar = await landed(frame)
  // The snackbar's numbers are the quote's that the preview showed.
  await expect(snackbar).toContainText(
    `Swapped 0.020 ETH for ${shown(toAmount, 6)} DUSD. It is confirmed on the network.`,
  )
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    snackbar.getByRole('button', { name: 'View transaction in explorer' }).click(),
  ])
  await popup.waitForLoadState()
  const [, hash] =
    /^https:\/\/explorer\.porthole\.test\/tx\/(0x[0-9a-f]{64})$/.exec(popup.url()) ?? []
  await popup.close()
  const client = createPublicClient({ transport: http(chains.one.rpcUrl) })
  const receipt = await client.getTransactionReceipt({ hash: hash as `0x${string}` })
  expect(receipt).toMatchObject({
    status: 'success',
    from: chains.one.accounts[ACCOUNT]!.address.toLowerCase(),
    to: chains.one.uniswap.router.toLowerCase(),
  })

  // It stays until closed.
  await snackbar.getByRole('button', { name: 'Close' }).click()
  await expect(snackbar).toBeHidden()
})

test('error: reserves moved past the slippage before the swap lands: it reverts, the modal says so, no tokens lost', async ({
  swapPage: page,
  modalFrame: frame,
  chains,
}) => {
  const read = balances(chains)
  await openSwap(page, frame)
  await setDevWalletMode(page, 'prompt')
  await quote(frame, 'ETH', 'DUSD', '1')
  await review(frame)
  await expect(prompt(page)).toContainText(chains.one.uniswap.router)
  const before = await read()

  // While the user looks at the wallet, another trader buys DUSD with 10 ETH.
  const trader = devChainClients(
    chains.one.rpcUrl,
    chains.one.chainId,
    chains.one.accounts[1]!.privateKey,
  )
  const routerAbi = parseAbi([
    'function swapExactETHForTokens(uint256, address[], address, uint256) payable returns (uint256[])',
  ])
  await trader.write(
    chains.one.uniswap.router,
    routerAbi,
    'swapExactETHForTokens',
    [
      0n,
      [chains.one.uniswap.weth, chains.one.tokens.DUSD.address],
      trader.account.address,
      BigInt(Math.floor(Date.now() / 1000) + 600),
    ],
    parseEther('10'),
  )

  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(frame.getByRole('heading', { name: 'Swap failed' })).toBeVisible()
  await expect(frame.getByRole('alert')).toHaveText(
    'The price moved more than your slippage tolerance allows, so the swap was reverted. Your tokens were not swapped; only the network fee was spent.',
  )
  const after = await read()
  expect(after.DUSD).toBe(before.DUSD)
  expect(after.PDT).toBe(before.PDT)
  expect(before.ETH - after.ETH).toBeLessThan(parseEther('0.01'))

  // Try again goes back to the form with a fresh quote at the new price.
  await frame.getByRole('button', { name: 'Try again' }).click()
  await expect(frame.getByRole('button', { name: 'Swap', exact: true })).toBeEnabled()
})

test('param: features.swaps false: open({ view: "Swap" }) rejects with 5106 and Account offers no swap', async ({
  page,
  stack,
  chains,
  modalFrame: frame,
}) => {
  await page.addInitScript(
    await devWalletInitScript({
      mode: 'auto-approve',
      accountIndex: ACCOUNT,
      chains: walletChains(chains),
    }),
  )
  await openHostPage(page, stack, { networks: chainNetworks(chains), features: { swaps: false } })
  await connectDevWallet(page, frame)
  const outcome = await page.evaluate(() =>
    window.modal.open({ view: 'Swap' }).then(
      () => 'opened',
      (error: { code: number; message: string }) => [error.code, error.message],
    ),
  )
  expect(outcome).toEqual([
    5106,
    'The view "Swap" belongs to a feature that is off for this project.',
  ])
  await page.evaluate(() => window.modal.open())
  await expect(frame.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(frame.getByRole('button', { name: 'Buy crypto' })).toBeVisible()
  await expect(frame.getByRole('button', { name: 'Swap' })).toHaveCount(0)
})
