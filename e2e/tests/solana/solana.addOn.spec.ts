// The Solana add-on (porthole-solana.js, fetched from the frame origin when a solana network is
// configured) fails to load: `modal.open({ namespace: 'solana' })` rejects with a typed
// AddOnLoadError naming the add-on's URL, the modal stays closed, and EVM still opens.

import { solanaDevNetwork } from '../../fixtures/networks.ts'
import { chainNetworks, expect, openHostPage, test } from '../../fixtures/test.ts'

test('error: a Solana add-on that does not load rejects a Solana open with AddOnLoadError naming its URL; the modal stays closed', async ({
  page,
  stack,
  chains,
  solana,
  modalFrame,
}) => {
  await page.route('**/porthole-solana.js', (route) => route.abort('connectionrefused'))
  await openHostPage(page, stack, {
    networks: [...chainNetworks(chains), solanaDevNetwork(solana)],
  })
  const outcome = await page.evaluate(() =>
    window.modal.open({ namespace: 'solana' }).then(
      () => 'opened',
      (error: Error & { url?: string }) => ({
        name: error.name,
        message: error.message,
        url: error.url,
        typed:
          error instanceof
          (window as unknown as { Porthole: { AddOnLoadError: new () => Error } }).Porthole
            .AddOnLoadError,
      }),
    ),
  )
  const url = `${new URL(stack.frameUrl).origin}/porthole-solana.js`
  expect(outcome).toEqual({
    name: 'AddOnLoadError',
    message: `The Solana add-on could not be loaded from ${url}.`,
    url,
    typed: true,
  })
  expect(await page.evaluate(() => document.querySelector('dialog')?.open)).toBe(false)
  // EVM wallets do not need the add-on.
  await page.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
})
