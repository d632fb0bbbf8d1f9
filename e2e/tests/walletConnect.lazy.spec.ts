// WalletConnect costs a host page nothing until it is used: on a desktop page whose visitor
// opens the modal and never picks WalletConnect, no sign-client chunk loads, no relay socket
// opens and WalletConnect's verify frame is never asked for.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { paths } from '../fixtures/paths.ts'
import { expect } from '../fixtures/test.ts'
import { openWalletConnect, wcTest as test, walletConnectQr } from '../fixtures/wcTest.ts'

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

test('default: a desktop page that opens the modal and never picks WalletConnect loads none of it', async ({
  wcHostPage: page,
  modalFrame,
  verify,
  relay,
}) => {
  const chunks = await signClientChunks()
  expect(chunks.length).toBeGreaterThan(0)
  const traffic = recordTraffic(page)
  await page.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await expect(modalFrame.getByRole('button', { name: /WalletConnect/ })).toBeVisible()
  await modalFrame.getByRole('button', { name: /All wallets/ }).click()
  await expect(modalFrame.getByRole('dialog', { name: 'All Wallets' })).toBeVisible()
  // Time for a pairing made ahead (sign-client, relay, verify) to have shown itself.
  await page.waitForTimeout(3_000)
  await page.evaluate(() => window.modal.close())
  expect(traffic.filter((url) => chunks.some((chunk) => url.endsWith(`/assets/${chunk}`)))).toEqual(
    [],
  )
  expect(traffic.filter((url) => url.startsWith(relay.url))).toEqual([])
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
