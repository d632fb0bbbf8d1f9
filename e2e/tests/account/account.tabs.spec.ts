// The Account view's Tokens, NFTs and Activity tabs over the api serving the indexed dev chains:
// USD values from the dev pools, the demo NFTs, a DUSD transfer sent through modal.provider
// in Activity; screenshots of each tab in light and dark under e2e/.artifacts/account/.
import type { FrameLocator } from '@playwright/test'
import type { Hex } from 'viem'
import { dataTest } from '../../fixtures/dataTest.ts'
import { sendDusdFromHost } from '../../fixtures/page/onChain/sendDusdFromHost.ts'
import { themeScreenshotsIn } from '../../fixtures/page/screenshots/themeScreenshotsIn.ts'
import { connectDevWallet } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

const test = dataTest
test.use({ reducedMotion: 'reduce', viewport: { width: 800, height: 1000 } })

const tab = (frame: FrameLocator, name: string) => frame.getByRole('tab', { name })
const panel = (frame: FrameLocator) => frame.getByRole('tabpanel')
const tokenRow = (frame: FrameLocator, symbol: string) =>
  panel(frame)
    .getByTestId('token-row')
    .filter({ has: frame.getByText(symbol, { exact: true }) })

/** Light and dark screenshots under e2e/.artifacts/account/. */
const screenshots = themeScreenshotsIn('account')

test('behavior: Tokens shows ETH, DUSD and PDT with USD values, NFTs the two demo tokens, Activity a DUSD transfer sent from the host', async ({
  walletPage,
  modalFrame,
  chains,
}) => {
  const from = (await connectDevWallet(walletPage, modalFrame)) as Hex
  await walletPage.evaluate(() => window.modal.open({ view: 'Account' }))

  // Tokens is the selected tab; its rows come from the balance route priced by the dev pools.
  await expect(tab(modalFrame, 'Tokens')).toHaveAttribute('aria-selected', 'true')
  await expect(tokenRow(modalFrame, 'DUSD')).toContainText('1,000,000.000')
  await expect(tokenRow(modalFrame, 'DUSD')).toContainText('$1,000,000.00')
  await expect(tokenRow(modalFrame, 'PDT')).toContainText('1,000,000.000')
  await expect(tokenRow(modalFrame, 'PDT')).toContainText('$500,000.00')
  // ETH at 3000 USD: about 10,000 ETH minus the gas the dev account spent setting up.
  await expect(tokenRow(modalFrame, 'ETH')).toContainText(/9,999\.\d{3}\$29,999,\d{3}\.\d{2}$/)
  await screenshots(walletPage, modalFrame, 'tokens')

  // Arrow keys move between the tabs (ARIA tabs, automatic activation).
  await tab(modalFrame, 'Tokens').focus()
  await walletPage.keyboard.press('ArrowRight')
  await expect(tab(modalFrame, 'NFTs')).toBeFocused()
  await expect(tab(modalFrame, 'NFTs')).toHaveAttribute('aria-selected', 'true')
  const nfts = panel(modalFrame).getByTestId('nft-item')
  await expect(nfts).toHaveCount(2)
  await expect(nfts.filter({ hasText: 'Porthole #1' })).toContainText('Porthole Portholes')
  await expect(nfts.filter({ hasText: 'Porthole #2' })).toContainText('Porthole Portholes')
  // Their images load through the api (the frame never fetches a contract's chosen host).
  const images = nfts.locator('img')
  await expect(images).toHaveCount(2)
  await expect
    .poll(() =>
      images.evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map(
          (img) => img.naturalWidth > 0 && new URL(img.src).pathname.startsWith('/v1/nfts/'),
        ),
      ),
    )
    .toEqual([true, true])
  await screenshots(walletPage, modalFrame, 'nfts')

  // An amount no other spec sends: Activity of this account may list their transfers too.
  const to = chains.one.accounts[7]!.address
  const sent = await sendDusdFromHost(walletPage, chains.one, { from, to, units: 23_456_789n })
  expect(sent.result).toMatch(/^0x[0-9a-f]{64}$/)
  await walletPage.evaluate(() => window.modal.open({ view: 'Account' }))

  // The indexer looks for new blocks every 500 ms; reselecting the tab refreshes the list. The
  // worker's chain may hold earlier DUSD sends of this account (other specs): this one's amount,
  // just confirmed.
  const newest = panel(modalFrame).getByTestId('activity-item').first()
  await expect(async () => {
    await tab(modalFrame, 'Tokens').click()
    await tab(modalFrame, 'Activity').click()
    await expect(newest).toContainText('−23.457', { timeout: 1000 })
    await expect(newest).toContainText('Confirmed · a few seconds ago', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await expect(newest).toContainText('Sent DUSD')
  await screenshots(walletPage, modalFrame, 'activity')

  // Home goes back to the first tab.
  await walletPage.keyboard.press('Home')
  await expect(tab(modalFrame, 'Tokens')).toHaveAttribute('aria-selected', 'true')
})
