// The AllWallets view over the api's registry (600 generated wallets): pages of 40 on scroll,
// search, excluded and featured wallets (SPEC §9).
import type { FrameLocator, Page } from '@playwright/test'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { devNetwork } from '../../fixtures/networks.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { expect, openHostPage, test } from '../../fixtures/test.ts'

type RegistryWallet = { id: string; name: string }
type WalletPage = { count: number; data: RegistryWallet[] }

/** Mainnet as well as the dev chain, so the chain filter keeps the whole registry. */
const networks = [
  { ...devNetwork(1, 'http://127.0.0.1:9', 'Ethereum'), testnet: false },
  devNetwork(31337, 'http://127.0.0.1:9', 'Anvil'),
]

async function registry(stack: Stack, query: string): Promise<WalletPage> {
  const response = await fetch(`${stack.apiUrl}/v1/wallets?projectId=demo&${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as WalletPage
}

async function openAllWallets(page: Page, frame: FrameLocator) {
  await page.evaluate(() => window.modal.open())
  await clickWhenArmed(frame.getByRole('button', { name: 'All wallets' }))
  await expect(frame.getByRole('dialog', { name: 'All wallets' })).toBeVisible()
}

const tiles = (frame: FrameLocator) => frame.locator('[data-wallet-tile]')

test('default: 40 wallets, more on scroll, the search is the first focus', async ({
  page,
  stack,
  modalFrame,
}) => {
  await openHostPage(page, stack, { networks })
  await page.evaluate(() => window.modal.open())
  const total = (await registry(stack, 'entries=1&chains=eip155:1,eip155:31337')).count
  const row = modalFrame.getByRole('button', { name: 'All wallets' })
  await expect(row).toHaveAccessibleDescription(`${Math.floor(total / 10) * 10}+`)
  await row.click()

  const search = modalFrame.getByRole('searchbox', { name: 'Search wallets' })
  await expect(search).toBeFocused()
  await expect(tiles(modalFrame)).toHaveCount(40)
  const first = (await registry(stack, 'entries=1')).data[0]
  await expect(tiles(modalFrame).first()).toHaveAccessibleName(first?.name ?? '')

  // Pages of 40 come as the end of the grid shows (one scroll may bring two while it stays in view).
  await tiles(modalFrame).last().scrollIntoViewIfNeeded()
  await expect.poll(() => tiles(modalFrame).count()).toBeGreaterThanOrEqual(80)
  const loaded = await tiles(modalFrame).count()
  expect(loaded % 40).toBe(0)
  await tiles(modalFrame).last().scrollIntoViewIfNeeded()
  await expect.poll(() => tiles(modalFrame).count()).toBeGreaterThan(loaded)
  expect((await tiles(modalFrame).count()) % 40).toBe(0)

  // Arrow keys move between tiles.
  await tiles(modalFrame).first().focus()
  await page.keyboard.press('ArrowRight')
  await expect(tiles(modalFrame).nth(1)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(tiles(modalFrame).nth(5)).toBeFocused()
})

test('behavior: search finds a wallet of the registry, nonsense finds none', async ({
  page,
  stack,
  modalFrame,
}) => {
  await openHostPage(page, stack, { networks })
  const target = (await registry(stack, 'entries=1&page=300')).data[0]
  if (!target) throw new Error('the seeded registry is empty')
  await openAllWallets(page, modalFrame)

  const search = modalFrame.getByRole('searchbox', { name: 'Search wallets' })
  await search.fill(target.name)
  await expect(modalFrame.getByRole('button', { name: target.name, exact: true })).toBeVisible()
  await expect(tiles(modalFrame).first()).toHaveAccessibleName(target.name)

  await search.fill('zzqx no such wallet')
  await expect(modalFrame.getByText('No wallets found')).toBeVisible()
  await expect(tiles(modalFrame)).toHaveCount(0)

  await search.fill('')
  await expect(tiles(modalFrame)).toHaveCount(40)
})

test('param: excluded wallets are hidden; the 4 recommended come first, then featured in order', async ({
  page,
  stack,
  modalFrame,
}) => {
  const firstPage = (await registry(stack, 'entries=3')).data
  const [excluded, ...rest] = firstPage
  const featured = (await registry(stack, 'entries=2&page=200')).data
  if (!excluded || featured.length < 2) throw new Error('the seeded registry is too small')
  await openHostPage(page, stack, {
    networks,
    excludeWalletIds: [excluded.id],
    featuredWalletIds: [featured[1]?.id, featured[0]?.id],
  })
  await openAllWallets(page, modalFrame)

  await expect(tiles(modalFrame)).toHaveCount(40)
  await expect(tiles(modalFrame).nth(0)).toHaveAccessibleName(rest[0]?.name ?? '')
  await expect(tiles(modalFrame).nth(4)).toHaveAccessibleName(featured[1]?.name ?? '')
  await expect(tiles(modalFrame).nth(5)).toHaveAccessibleName(featured[0]?.name ?? '')
  await expect(modalFrame.getByRole('button', { name: excluded.name, exact: true })).toHaveCount(0)

  await modalFrame.getByRole('searchbox', { name: 'Search wallets' }).fill(excluded.name)
  await expect(modalFrame.getByRole('button', { name: excluded.name, exact: true })).toHaveCount(0)
})

test('behavior: a registry wallet that is not in the page goes to WalletConnect', async ({
  page,
  stack,
  modalFrame,
}) => {
  await openHostPage(page, stack, { networks })
  await openAllWallets(page, modalFrame)
  const name = (await tiles(modalFrame).first().getAttribute('aria-label')) ?? ''
  await tiles(modalFrame).first().click()
  await expect(modalFrame.getByRole('dialog', { name, exact: true })).toBeVisible()
})
