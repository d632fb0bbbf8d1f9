// Swaps from the modal on the dev chain's Uniswap V2: DUSD to PDT (approved the first time only)
// and ETH to DUSD land with the balances moved by the quoted amounts within the slippage;
// features.swaps turns the view off. Chain state is reverted after the file, so the other specs
// sharing these chains see the prices they were seeded with. What a swap ends in (the snackbar,
// a revert past the slippage, a press during a requote): swap.outcomes.
import { parseEther, parseUnits } from 'viem'
import { dataTest } from '../../fixtures/dataTest.ts'
import { openViewOutcome } from '../../fixtures/page/openViewOutcome.ts'
import { connectDevWallet, setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import {
  openSwapHostPage,
  shown,
  swapBalances,
  swapTest,
  walletPrompt,
} from '../../fixtures/swap/swapSteps.ts'
import { expect } from '../../fixtures/test.ts'

swapTest(
  'default: DUSD to PDT asks for the approval the first time only; balances move by the quote',
  async ({ swapPage: page, modalFrame: frame, chains, swap }) => {
    const read = swapBalances(chains)
    const { DUSD } = chains.one.tokens
    const router = chains.one.uniswap.router
    await swap.open()
    await setDevWalletMode(page, 'prompt')
    const before = await read()
    const first = await swap.quote('DUSD', 'PDT', '100')
    const details = frame.getByRole('definition')
    // Plain words first: the route and the pool fee are under More details.
    await expect(frame.getByText('DUSD → PDT')).toBeHidden()
    await frame.getByText('More details').click()
    await expect(frame.getByText('DUSD → PDT')).toBeVisible()
    await expect(details.filter({ hasText: /^0\.300 DUSD$/ })).toBeVisible()
    await expect(details.filter({ hasText: /^0\.\d\d %$/ })).toBeVisible()
    expect(first.minimum).toBe((first.toAmount * 995n) / 1000n)

    await swap.review()
    await expect(frame.getByText('Approve DUSD in your wallet')).toBeVisible()
    await expect(walletPrompt(page)).toContainText(DUSD.address)
    await expect(walletPrompt(page)).toContainText('0x095ea7b3')
    await page.getByRole('button', { name: 'Approve' }).click()
    await expect(walletPrompt(page)).toContainText(router)
    await page.getByRole('button', { name: 'Approve' }).click()
    // Confirmed: back on Account's Tokens, the snackbar saying what was swapped for what.
    const snackbar = await swap.landed()
    await expect(snackbar).toContainText(
      `Swapped 100.000 DUSD for ${shown(first.toAmount, 18)} PDT.`,
    )
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
    const second = await swap.quote('DUSD', 'PDT', '50')
    await swap.review()
    await expect(walletPrompt(page)).toContainText(router)
    await expect(walletPrompt(page)).not.toContainText('0x095ea7b3')
    await page.getByRole('button', { name: 'Approve' }).click()
    await swap.landed()
    const last = await read()
    expect(after.DUSD - last.DUSD).toBe(parseUnits('50', 6))
    expect(last.PDT - after.PDT).toBeGreaterThanOrEqual(second.minimum)
    expect(last.PDT - after.PDT).toBeLessThanOrEqual(second.toAmount)
  },
)

swapTest(
  'default: ETH to DUSD lands through WETH with the quoted amount',
  async ({ modalFrame: frame, chains, swap }) => {
    const read = swapBalances(chains)
    await swap.open()
    const before = await read()
    const { toAmount, minimum } = await swap.quote('ETH', 'DUSD', '0.5')
    await frame.getByText('More details').click()
    await expect(frame.getByText('WETH → DUSD')).toBeVisible()
    await swap.review()
    await swap.landed()
    const after = await read()
    expect(after.DUSD - before.DUSD).toBeGreaterThanOrEqual(minimum)
    expect(after.DUSD - before.DUSD).toBeLessThanOrEqual(toAmount)
    const spent = before.ETH - after.ETH
    expect(spent).toBeGreaterThanOrEqual(parseEther('0.5'))
    expect(spent).toBeLessThan(parseEther('0.501'))
  },
)

dataTest(
  'param: features.swaps false: open({ view: "Swap" }) rejects with 5106 and Account offers no swap',
  async ({ page, stack, chains, modalFrame: frame }) => {
    await openSwapHostPage(page, stack, chains, { features: { swaps: false } })
    await connectDevWallet(page, frame)
    expect(await openViewOutcome(page, 'Swap')).toEqual([
      5106,
      'The view "Swap" belongs to a feature that is off for this project.',
    ])
    await page.evaluate(() => window.modal.open())
    await expect(frame.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(frame.getByRole('button', { name: 'Buy crypto' })).toBeVisible()
    await expect(frame.getByRole('button', { name: 'Swap' })).toHaveCount(0)
  },
)
