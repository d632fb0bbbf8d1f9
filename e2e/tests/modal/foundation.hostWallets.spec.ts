// Wallets installed in the host page (EIP-6963) are listed in the frame and reached through
// the host: the dev wallet stands in for a browser extension that injects into the top page.
import type { FrameLocator, Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { statusText } from '../../fixtures/page/statusText.ts'
import { hostStatus, setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { expect, test } from '../../fixtures/test.ts'

declare global {
  interface Window {
    seen: { events: unknown[]; walletMethods: string[] }
  }
}

/** Record the host provider's events and every method that reaches the dev wallet. */
const record = (page: Page) =>
  page.evaluate(() => {
    window.seen = { events: [], walletMethods: [] }
    for (const name of ['connect', 'accountsChanged'] as const)
      window.modal.provider.on(name, (data) => window.seen.events.push([name, data]))
    const { provider } = window.devWallet
    const request = provider.request.bind(provider)
    provider.request = (args) => {
      window.seen.walletMethods.push(args.method)
      return request(args)
    }
  })
const seen = (page: Page) => page.evaluate(() => window.seen)

async function openConnect(page: Page, frame: FrameLocator) {
  await page.evaluate(() => window.modal.open())
  await expect(frame.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
}

test('default: the Connect view lists the page’s wallet with its icon', async ({
  walletPage,
  modalFrame,
}) => {
  await openConnect(walletPage, modalFrame)
  const row = modalFrame.getByRole('button', { name: 'Dev Wallet', exact: true })
  await expect(row).toBeVisible()
  await expect(row).toHaveAccessibleDescription('Installed')
  const icon = await walletPage.evaluate(() => window.devWallet.info.icon)
  await expect(row.locator('img')).toHaveAttribute('src', icon)
  // The icon really paints (a data URL the frame's CSP lets through).
  expect(
    await row.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0)
})

test('behavior: picking it connects through the host and the host provider reports it', async ({
  walletPage,
  modalFrame,
}) => {
  await record(walletPage)
  await openConnect(walletPage, modalFrame)
  await modalFrame.getByRole('button', { name: 'Dev Wallet', exact: true }).click()
  // Connected: the modal closes (AppKit does).
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)

  const address = await walletPage.evaluate(() => window.devWallet.address)
  await expect.poll(() => walletPage.evaluate(() => window.modal.getState()?.address)).toBe(address)
  expect(await hostStatus(walletPage)).toBe('connected')
  const { events, walletMethods } = await seen(walletPage)
  expect(events).toContainEqual(['connect', { chainId: '0x7a69' }])
  expect(events).toContainEqual(['accountsChanged', [address]])
  expect(walletMethods).toContain('eth_requestAccounts')
  expect(
    await walletPage.evaluate(() => window.modal.provider.request({ method: 'eth_accounts' })),
  ).toEqual([address])
})

test('behavior: a host request after connecting is forwarded to the chosen wallet', async ({
  walletPage,
  modalFrame,
}) => {
  await openConnect(walletPage, modalFrame)
  await modalFrame.getByRole('button', { name: 'Dev Wallet', exact: true }).click()
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  await record(walletPage)

  const message = 'Porthole foundation'
  const [address, signature] = await walletPage.evaluate(async (message) => {
    const account = window.devWallet.address
    const signature = await window.modal.provider.request({
      method: 'personal_sign',
      params: [
        `0x${[...new TextEncoder().encode(message)].map((b) => b.toString(16).padStart(2, '0')).join('')}`,
        account,
      ],
    })
    return [account, signature as string]
  }, message)
  expect((await seen(walletPage)).walletMethods).toContain('personal_sign')
  expect(await verifyMessage({ address, message, signature: signature as Hex })).toBe(true)
})

test('error: a wallet that declines shows "Connection declined" and the host stays disconnected', async ({
  walletPage,
  modalFrame,
}) => {
  await setDevWalletMode(walletPage, 'reject')
  await record(walletPage)
  await openConnect(walletPage, modalFrame)
  await modalFrame.getByRole('button', { name: 'Dev Wallet', exact: true }).click()
  const connecting = modalFrame.getByRole('dialog', { name: 'Dev Wallet' })
  await expect(statusText(connecting, 'Connection declined')).toBeVisible()
  await expect(connecting.getByRole('button', { name: 'Try again' })).toBeVisible()

  expect(await hostStatus(walletPage)).toBe('disconnected')
  expect(
    await walletPage.evaluate(() => window.modal.provider.request({ method: 'eth_accounts' })),
  ).toEqual([])
  expect((await seen(walletPage)).events).toEqual([])

  // Going back returns to Connect, still offering the wallet.
  await modalFrame.getByRole('button', { name: 'Back' }).click()
  await expect(modalFrame.getByRole('button', { name: 'Dev Wallet', exact: true })).toBeVisible()
})
