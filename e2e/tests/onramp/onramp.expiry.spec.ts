// The on-ramp with a short provider session lifetime (given to the frame and the Onramp double
// through the stack's configuration, instead of waiting 5 minutes): a quote left open is
// fetched again with a new session token before the old one expires; the expired token no
// longer completes a purchase, the fresh one does.
import { openOnRamp } from '../../fixtures/onramp/openOnRamp.ts'
import { startStack } from '../../fixtures/startStack.ts'
import { test as base, expect } from '../../fixtures/test.ts'

const QUOTE_TTL_MS = 6000

const test = base.extend({
  stack: async ({ stacks, relay }, use) => {
    const start = () => startStack({ relayUrl: relay.url, onrampQuoteTtlMs: QUOTE_TTL_MS })
    await use(await stacks.get('short on-ramp quotes', start))
  },
})

test('behavior: a quote left open past the session lifetime gets a new session token; only the new one completes the purchase', async ({
  walletPage,
  modalFrame,
  onramp,
}) => {
  // The provider URLs the frame obtained from the api, in order.
  const urls: string[] = []
  walletPage.on('response', async (response) => {
    if (response.url().includes('/v1/generators/onrampurl') && response.ok())
      urls.push((await response.json()).url)
  })
  await openOnRamp(walletPage, modalFrame)
  await modalFrame.getByRole('button', { name: 'Coinbase' }).click()
  await modalFrame.getByLabel('Amount').fill('50')
  await modalFrame.getByRole('button', { name: 'Get quote' }).click()
  const cont = modalFrame.getByRole('button', { name: 'Continue with Coinbase' })
  await expect(cont).toBeEnabled()
  // The listener reads each response body asynchronously: poll rather than read at once.
  await expect.poll(() => urls.length).toBe(1)

  await expect.poll(() => urls.length, { timeout: QUOTE_TTL_MS + 10_000 }).toBe(2)
  await expect(modalFrame.getByTestId('onramp-purchase-amount')).toHaveText('48.900 PDT')
  await expect(cont).toBeEnabled()
  const token = (url: string) => new URL(url).searchParams.get('sessionToken')
  expect(token(urls[1]!)).not.toBe(token(urls[0]!))

  // The first token has expired at the provider: it completes nothing.
  const stale = await fetch(`${onramp.url}/dev/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sessionToken: token(urls[0]!),
      defaultAsset: 'PDT',
      presetFiatAmount: '50.00',
    }),
  })
  expect(stale.status).toBe(400)
  expect((await stale.json()).errorMessage).toBe('this session token has expired')

  const popupOpened = walletPage.waitForEvent('popup')
  await cont.click()
  const popup = await popupOpened
  expect(token(popup.url())).toBe(token(urls[1]!))
  await popup.getByRole('button', { name: 'Complete purchase' }).click()
  await expect(popup.getByRole('status')).toContainText('Purchase complete: 48.900000 PDT sent')
  await expect(modalFrame.getByRole('heading', { name: 'Purchase complete' })).toBeVisible({
    timeout: 15_000,
  })
})
