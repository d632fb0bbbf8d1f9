// What a swap from the modal ends in, on the dev chain's Uniswap V2: a finished swap ends on
// Account under a snackbar with its transaction in the explorer; a swap whose reserves move past
// the slippage before it lands reverts with a clear message and no tokens lost; Swap pressed
// while a stale quote is fetched again waits in the preview for the fresh one. Chain state is
// reverted after the file, so the other specs sharing these chains see the prices they were
// seeded with.
import { parseAbi, parseEther } from 'viem'
import { dataTest } from '../../fixtures/dataTest.ts'
import { devChainClients } from '../../fixtures/devChain/devChainClients.ts'
import { setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { SwapView } from '../../fixtures/pages/SwapView.ts'
import {
  openSwapHostPage,
  SWAP_ACCOUNT,
  shown,
  swapBalances,
  swapTest,
  walletPrompt,
} from '../../fixtures/swap/swapSteps.ts'
import { chainNetworks, expect } from '../../fixtures/test.ts'

dataTest(
  'behavior: a finished swap ends on Account under a snackbar saying what was swapped for what, with its transaction in the explorer',
  async ({ page, stack, chains, modalFrame: frame }) => {
    const swap = new SwapView(page, frame)
    const explorer = 'https://explorer.porthole.test'
    await page
      .context()
      .route(`${explorer}/**`, (route) => route.fulfill({ contentType: 'text/html', body: 'ok' }))
    const [anvil, ...rest] = chainNetworks(chains)
    await openSwapHostPage(page, stack, chains, {
      networks: [
        { ...anvil!, blockExplorers: { default: { name: 'Dev Explorer', url: `${explorer}/` } } },
        ...rest,
      ],
    })
    await swap.open()
    const { toAmount } = await swap.quote('ETH', 'DUSD', '0.02')
    await swap.review()
    const snackbar = await swap.landed()
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
    const client = chains.one.client
    const receipt = await client.getTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt).toMatchObject({
      status: 'success',
      from: chains.one.accounts[SWAP_ACCOUNT]!.address.toLowerCase(),
      to: chains.one.uniswap.router.toLowerCase(),
    })

    // It stays until closed.
    await snackbar.getByRole('button', { name: 'Close' }).click()
    await expect(snackbar).toBeHidden()
  },
)

swapTest(
  'error: reserves moved past the slippage before the swap lands: it reverts, the modal says so, no tokens lost',
  async ({ swapPage: page, modalFrame: frame, chains, swap }) => {
    const read = swapBalances(chains)
    await swap.open()
    await setDevWalletMode(page, 'prompt')
    await swap.quote('ETH', 'DUSD', '1')
    await swap.review()
    await expect(walletPrompt(page)).toContainText(chains.one.uniswap.router)
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
    await expect(swap.swapButton).toBeEnabled()
  },
)

swapTest(
  'behavior: while a stale quote is fetched again the shown one and Swap stay usable; Swap pressed then opens the preview, which waits for the fresh quote',
  async ({ swapPage: page, modalFrame: frame, swap }) => {
    await swap.open()
    const { toAmount } = await swap.quote('ETH', 'DUSD', '0.01')
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
    await expect(swap.swapButton).toBeEnabled()
    await swap.swapButton.click()
    // The press is not lost: the preview opens and holds Confirm until a fresh quote is there.
    await expect(frame.getByRole('heading', { name: 'Review swap' })).toBeVisible()
    const held = frame.getByRole('button', { name: 'Getting the best price' })
    await expect(held).toBeDisabled()
    release()
    await frame.getByRole('button', { name: 'Confirm swap' }).click()
    await swap.landed()
  },
)
