// The Account view where the Data API cannot help (SPEC §5, §8): on a network the data service
// does not serve (its `GET /v1/supported-chains`), the frame makes no account data call and
// Tokens says 'Token Balance Unavailable' while the header's native balance still comes from the
// chain; with the api down, Tokens says the same and tries again once the 30 s back-off is over.
// Screenshots under e2e/.artifacts/account/.
import type { FrameLocator, Page } from '@playwright/test'
import { dataTest } from '../../fixtures/dataTest.ts'
import { connectDevWallet } from '../../fixtures/pageHelpers.ts'
import { expect, test } from '../../fixtures/test.ts'

const tab = (frame: FrameLocator, name: string) => frame.getByRole('tab', { name })
const panel = (frame: FrameLocator) => frame.getByRole('tabpanel')

/** The paths of the api calls the page and its frames make from now on. */
function recordApiPaths(page: Page, apiUrl: string): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(apiUrl)) paths.push(new URL(request.url()).pathname)
  })
  return paths
}

async function screenshots(page: Page, frame: FrameLocator, name: string) {
  for (const [size, width] of [
    ['desktop', 1024],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((m) => window.modal.setThemeMode(m), mode)
      await expect(frame.getByRole('dialog')).toHaveCSS(
        'background-color',
        mode === 'dark' ? 'rgb(25, 26, 26)' : 'rgb(255, 255, 255)',
      )
      await page.screenshot({ path: `.artifacts/account/${name}-${size}-${mode}.png` })
    }
  }
  await page.evaluate(() => window.modal.setThemeMode('light'))
}

// The default stack's api serves no chain: the dev chains are networks it does not serve.
test('behavior: on a network the data service does not serve, no account data call leaves the frame and Tokens says Token Balance Unavailable beside the chain balance', async ({
  walletPage,
  modalFrame,
  stack,
}) => {
  await walletPage.emulateMedia({ reducedMotion: 'reduce' })
  const paths = recordApiPaths(walletPage, stack.apiUrl)
  await connectDevWallet(walletPage, modalFrame)
  await walletPage.evaluate(() => window.modal.open({ view: 'Account' }))
  const account = modalFrame.getByRole('dialog', { name: 'Account' })

  await expect(panel(modalFrame).getByRole('alert')).toHaveText('Token Balance Unavailable')
  // The native balance is read from the chain's RPC, not the data service.
  await expect(account.getByTestId('account-balance')).toHaveText(/^[1-9][\d,]*\.\d{3} ETH$/)
  await screenshots(walletPage, modalFrame, 'tokens-unserved')

  await tab(modalFrame, 'NFTs').click()
  await expect(panel(modalFrame)).toContainText('No NFTs')
  await tab(modalFrame, 'Activity').click()
  await expect(panel(modalFrame)).toContainText('No activity')

  expect(paths.filter((path) => path === '/v1/supported-chains')).toHaveLength(1)
  expect(paths.filter((path) => path.startsWith('/v1/account/'))).toEqual([])
})

/** `dataTest` with Playwright's clock in every frame, installed before they load. */
const clockDataTest = dataTest.extend({
  page: async ({ page }, use) => {
    await page.clock.install()
    await use(page)
  },
})

clockDataTest(
  'error: with the api down, Tokens says Token Balance Unavailable and asks again only after the 30 s back-off',
  async ({ walletPage, modalFrame, stack }) => {
    await walletPage.emulateMedia({ reducedMotion: 'reduce' })
    await connectDevWallet(walletPage, modalFrame)
    const paths = recordApiPaths(walletPage, stack.apiUrl)
    let down = true
    await walletPage.route(`${stack.apiUrl}/v1/**`, (route) =>
      down ? route.abort('connectionrefused') : route.continue(),
    )
    await walletPage.evaluate(() => window.modal.open({ view: 'Account' }))
    const account = modalFrame.getByRole('dialog', { name: 'Account' })

    await expect(panel(modalFrame).getByRole('alert')).toHaveText('Token Balance Unavailable')
    await expect(account.getByTestId('account-balance')).toHaveText(/ ETH$/)
    await screenshots(walletPage, modalFrame, 'tokens-api-down')

    // Back up, but within the back-off: showing Tokens again asks nothing.
    down = false
    const before = paths.length
    await tab(modalFrame, 'Activity').click()
    await tab(modalFrame, 'Tokens').click()
    await expect(panel(modalFrame).getByRole('alert')).toHaveText('Token Balance Unavailable')
    expect(paths.slice(before).filter((path) => path.endsWith('/balance'))).toEqual([])

    await walletPage.clock.fastForward(31_000)
    await tab(modalFrame, 'Activity').click()
    await tab(modalFrame, 'Tokens').click()
    const dusd = panel(modalFrame)
      .getByTestId('token-row')
      .filter({ has: modalFrame.getByText('DUSD', { exact: true }) })
    await expect(dusd).toContainText('$')
    await expect(panel(modalFrame).getByRole('alert')).toHaveCount(0)
  },
)
