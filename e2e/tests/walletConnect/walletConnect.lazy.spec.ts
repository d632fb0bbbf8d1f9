// WalletConnect costs a host page nothing until its visitor opens the modal: a page whose
// modal never opens loads no sign-client chunk and opens no relay socket. Connect showing the
// WalletConnect row makes the pairing ahead of the pick (SPEC §4, docs/decisions/0075); on a
// relay other than WalletConnect's, WalletConnect's verify frame is never asked for.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { paths } from '../../fixtures/paths.ts'
import { expect } from '../../fixtures/test.ts'
import { openWalletConnect, wcTest as test, walletConnectQr } from '../../fixtures/wcTest.ts'

/** The frame's chunks that hold WalletConnect's sign-client (its protocol method names). */
async function signClientChunks(): Promise<string[]> {
  const dir = join(paths.frameDist, 'assets')
  const names = (await readdir(dir)).filter((name) => name.endsWith('.js'))
  const found: string[] = []
  for (const name of names)
    if ((await readFile(join(dir, name), 'utf8')).includes('wc_sessionPropose')) found.push(name)
  return found
}

/** What the page asked for from now on: every request's URL and every WebSocket's. */
function recordTraffic(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  page.on('websocket', (socket) => urls.push(socket.url()))
  return urls
}

test('default: a desktop page whose modal never opens loads none of it', async ({
  wcHostPage: page,
  verify,
  relay,
}) => {
  const chunks = await signClientChunks()
  expect(chunks.length).toBeGreaterThan(0)
  const traffic = recordTraffic(page)
  // Time for anything started at load (sign-client, relay, verify) to have shown itself.
  await page.waitForTimeout(3_000)
  expect(traffic.filter((url) => chunks.some((chunk) => url.endsWith(`/assets/${chunk}`)))).toEqual(
    [],
  )
  expect(traffic.filter((url) => url.startsWith(relay.url))).toEqual([])
  expect(verify.count()).toBe(0)
})

test('behavior: Connect makes the pairing before the pick, without asking verify on the test relay', async ({
  wcHostPage: page,
  modalFrame,
  verify,
  relay,
}) => {
  const chunks = await signClientChunks()
  const traffic = recordTraffic(page)
  const published = relay.stats().published
  await page.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
  await expect(modalFrame.getByRole('button', { name: /WalletConnect/ })).toBeVisible()
  // The page's own socket first: the relay is the worker's, and its publish count alone can
  // move with another client's message before this page has connected.
  await expect
    .poll(() => traffic.filter((url) => url.startsWith(relay.url)).length, { timeout: 20_000 })
    .toBe(1)
  await expect.poll(() => relay.stats().published, { timeout: 20_000 }).toBeGreaterThan(published)
  expect(traffic.some((url) => chunks.some((chunk) => url.endsWith(`/assets/${chunk}`)))).toBe(true)
  expect(traffic.filter((url) => url.startsWith(relay.url))).toHaveLength(1)
  expect(traffic.filter((url) => url.includes('verify.walletconnect'))).toEqual([])
  expect(verify.count()).toBe(0)
  expect(page.frames().filter((frame) => frame.url().includes('verify.walletconnect'))).toEqual([])
})

test('behavior: picking WalletConnect loads the sign-client and shows the QR code', async ({
  wcHostPage: page,
  modalFrame,
  relay,
}) => {
  const chunks = await signClientChunks()
  const traffic = recordTraffic(page)
  await openWalletConnect(page, modalFrame)
  await expect(walletConnectQr(modalFrame)).toBeVisible()
  expect(traffic.some((url) => chunks.some((chunk) => url.endsWith(`/assets/${chunk}`)))).toBe(true)
  expect(traffic.some((url) => url.startsWith(relay.url))).toBe(true)
})
