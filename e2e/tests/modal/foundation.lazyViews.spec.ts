// Views after Connect load from a lazy chunk, fetched once the visitor opens the modal (before
// that the hidden frame fetches only what painting Connect needs, decision 0062). A chunk that
// cannot load (offline, a redeployed frame) shows an error with "Try again" in the card; the
// modal stays usable and the retry loads the view.
import type { Page } from '@playwright/test'
import { firstPaintFiles, lazyChunkFiles } from '../../../frame-app/scripts/firstPaintFiles.mjs'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { paths } from '../../fixtures/paths.ts'
import { expect, openHostPage, test } from '../../fixtures/test.ts'

/** The frame's chunks matching `glob` fail as they do offline, until the returned call. */
async function failChunksUntilLoaded(page: Page, glob: string): Promise<() => void> {
  let available = false
  await page.route(glob, (route) =>
    available ? route.continue() : route.abort('internetdisconnected'),
  )
  return () => {
    available = true
  }
}

test('behavior: before open the frame fetches only what painting Connect needs; the views follow open', async ({
  page,
  stack,
}) => {
  const frameOrigin = new URL(stack.frameUrl).origin
  const assets: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === frameOrigin && url.pathname.startsWith('/assets/'))
      assets.push(url.pathname.slice(1))
  })
  await openHostPage(page, stack)
  // Views used to be prefetched within 500 ms of the frame's first render.
  await page.waitForTimeout(1500)
  // WalletConnect's chunk too waits for open: no earlier page left a session to restore
  // (bootFrame.ts, decision 0036).
  const beforeOpen = new Set(firstPaintFiles(paths.frameDist))
  expect(assets.length).toBeGreaterThan(0)
  expect(assets.filter((asset) => !beforeOpen.has(asset))).toEqual([])

  await page.evaluate(() => window.modal.open())
  await expect.poll(() => assets.some((asset) => asset.includes('/afterConnect-'))).toBe(true)
  const walletConnect = [...lazyChunkFiles(paths.frameDist, 'src/features/walletConnect/chunk.ts')]
  await expect.poll(() => walletConnect.every((file) => assets.includes(file))).toBe(true)
  await expect.poll(() => assets.some((asset) => asset.includes('/AllWalletsView-'))).toBe(true)
})

test('error: a lazy view whose chunk fails shows Try again, which loads it', async ({
  hostPage: page,
  modalFrame,
}) => {
  // Nothing lazy is fetched before open (above): failing it from now on is failing it at all.
  const loadChunks = await failChunksUntilLoaded(page, '**/assets/afterConnect-*.js')
  await page.evaluate(() => window.modal.open({ view: 'Networks' }))
  const dialog = modalFrame.getByRole('dialog', { name: 'Choose network' })
  await expect(dialog.getByRole('alert')).toContainText('could not load')
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeEnabled()

  loadChunks()
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(dialog.getByRole('button', { name: 'Anvil Two' })).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
})

test('error: the email login whose code cannot load says so (SPEC §8), and Try again opens it', async ({
  hostPage: page,
  modalFrame,
}) => {
  const loadChunks = await failChunksUntilLoaded(page, '**/assets/embeddedLogin-*.js')
  await page.evaluate(() => window.modal.open())
  const dialog = modalFrame.getByRole('dialog', { name: 'Connect wallet' })
  await clickWhenArmed(dialog.getByRole('button', { name: 'Continue with email' }))
  await expect(dialog.getByRole('alert')).toContainText(
    'Unable to load email login dependency. Check your connection and try again.',
  )

  loadChunks()
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(dialog.getByLabel('Email')).toBeVisible()
})
