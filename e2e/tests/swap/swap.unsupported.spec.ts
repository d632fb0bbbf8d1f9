// Swap where the Data API cannot help (SPEC §7 `GET /v1/convert/gas-price`, SPEC §8): the default
// stack's api serves no chain, so on the dev chain Swap asks the gas price, and the api's
// 'Network not supported for Gas Price' reaches the user in words, with no Try again (trying
// again on the same network changes nothing). Screenshots under e2e/.artifacts/swap/.
import { screenshotSizes } from '../../fixtures/page/screenshots/screenshotSizes.ts'
import { connectDevWallet } from '../../fixtures/pageHelpers.ts'
import { expect, test } from '../../fixtures/test.ts'

test('error: on a network the data service does not serve, Swap says Network not supported for Gas Price', async ({
  walletPage: page,
  modalFrame: frame,
  stack,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const asked: URL[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${stack.apiUrl}/v1/convert/`)) asked.push(new URL(request.url()))
  })
  await connectDevWallet(page, frame)
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.open)).toBe(false)
  await page.evaluate(() => window.modal.open({ view: 'Swap' }))

  await expect(frame.getByRole('heading', { name: 'Swap failed' })).toBeVisible()
  await expect(frame.getByRole('alert').filter({ hasText: /not supported/ })).toHaveText(
    'Network not supported for Gas Price. Switch to another network to swap.',
  )
  await expect(frame.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  const gasPrice = asked.find((url) => url.pathname === '/v1/convert/gas-price')
  const chainId = await page.evaluate(() => window.modal.getState()?.caipNetworkId)
  expect(gasPrice?.searchParams.get('chainId')).toBe(chainId)

  await screenshotSizes(page, frame, '.artifacts/swap/gas-price-unsupported')
})
