// Keyboard use of the modal beyond the focus trap (foundation.a11y): the wallet grid is one Tab
// stop with arrow keys inside (roving tabindex), its focus ring is never cut by the grid's
// scroll edge, Escape in the search box clears the search before it closes the modal, and
// Back or a network switch give focus back to the control the user came from.
import type { FrameLocator, Page } from '@playwright/test'
import { devNetwork } from '../fixtures/networks.ts'
import { connectDevWallet } from '../fixtures/pageHelpers.ts'
import { expect, openHostPage, test } from '../fixtures/test.ts'

/** Mainnet as well as the dev chain, so the registry's chain filter keeps every wallet. */
const networks = [
  { ...devNetwork(1, 'http://127.0.0.1:9', 'Ethereum'), testnet: false },
  devNetwork(31337, 'http://127.0.0.1:9', 'Anvil'),
]

const tiles = (frame: FrameLocator) => frame.locator('[data-wallet-tile]')

async function openAllWallets(page: Page, frame: FrameLocator) {
  await page.evaluate(() => window.modal.open())
  await frame.getByRole('button', { name: 'All wallets' }).click()
  await expect(frame.getByRole('dialog', { name: 'All Wallets' })).toBeVisible()
  await expect(tiles(frame)).toHaveCount(40)
  await expect(tiles(frame).first()).toBeEnabled()
}

test('default: the wallet grid is one Tab stop; arrows move inside it and Tab leaves it', async ({
  page,
  stack,
  modalFrame,
}) => {
  await openHostPage(page, stack, { networks })
  await openAllWallets(page, modalFrame)
  await expect(modalFrame.locator('[data-wallet-tile][tabindex="0"]')).toHaveCount(1)

  const search = modalFrame.getByRole('searchbox', { name: 'Search wallets' })
  await expect(search).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(tiles(modalFrame).first()).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(tiles(modalFrame).nth(2)).toBeFocused()

  // Leaving and coming back lands on the tile last used, not on the first one.
  await page.keyboard.press('Shift+Tab')
  await expect(search).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(tiles(modalFrame).nth(2)).toBeFocused()
  await expect(modalFrame.locator('[data-wallet-tile][tabindex="0"]')).toHaveCount(1)

  // One more Tab leaves the grid (the trap wraps to the header), instead of walking 40 tiles.
  await page.keyboard.press('Tab')
  const onTile = await modalFrame
    .locator('body')
    .evaluate(() => document.activeElement?.hasAttribute('data-wallet-tile') ?? false)
  expect(onTile).toBe(false)
})

test('behavior: the focus ring of a tile stays inside the grid scroll area', async ({
  page,
  stack,
  modalFrame,
}) => {
  await openHostPage(page, stack, { networks })
  await openAllWallets(page, modalFrame)
  await page.keyboard.press('Tab')
  // The first tile (at the top edge), then one five rows down (scrolled into view).
  for (const moves of [0, 5]) {
    for (let step = 0; step < moves; step++) await page.keyboard.press('ArrowDown')
    const focused = tiles(modalFrame).nth(moves * 4)
    await expect(focused).toBeFocused()
    const ring = await focused.evaluate((tile) => {
      const scroller = tile.closest('.ph-all-wallets__scroll') as HTMLElement
      const style = getComputedStyle(tile)
      const reach = Math.max(
        0,
        Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth),
      )
      const box = tile.getBoundingClientRect()
      const view = scroller.getBoundingClientRect()
      return {
        drawn: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
        inside:
          box.top - reach >= view.top &&
          box.bottom + reach <= view.bottom &&
          box.left - reach >= view.left &&
          box.right + reach <= view.right,
      }
    })
    expect(ring).toEqual({ drawn: true, inside: true })
  }
})

test('behavior: Escape in the search box clears the search; a second Escape closes the modal', async ({
  page,
  stack,
  modalFrame,
}) => {
  await openHostPage(page, stack, { networks })
  await openAllWallets(page, modalFrame)
  const search = modalFrame.getByRole('searchbox', { name: 'Search wallets' })
  await search.fill('zzqx no such wallet')
  await expect(modalFrame.getByText('No wallets found')).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(search).toHaveValue('')
  await expect(search).toBeFocused()
  await expect(tiles(modalFrame)).toHaveCount(40)
  await expect(modalFrame.getByRole('dialog', { name: 'All Wallets' })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
})

test('behavior: Back returns focus to the row that opened the view', async ({
  page,
  stack,
  modalFrame,
}) => {
  await openHostPage(page, stack, { networks })
  await page.evaluate(() => window.modal.open())
  const row = modalFrame.getByRole('button', { name: 'All wallets' })
  await expect(row).toBeEnabled()
  await row.focus()
  await page.keyboard.press('Enter')
  await expect(modalFrame.getByRole('dialog', { name: 'All Wallets' })).toBeVisible()

  const back = modalFrame.getByRole('button', { name: 'Back' })
  await back.focus()
  await page.keyboard.press('Enter')
  await expect(modalFrame.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await expect(row).toBeFocused()
})

test('behavior: after a network switch from Account, focus is back on the network row', async ({
  walletPage,
  modalFrame,
}) => {
  await connectDevWallet(walletPage, modalFrame)
  await walletPage.evaluate(() => window.modal.open())
  const account = modalFrame.getByRole('dialog', { name: 'Account' })
  const networkRow = account.getByRole('button', { name: /^Anvil/ })
  await networkRow.focus()
  await walletPage.keyboard.press('Enter')

  const target = modalFrame
    .getByRole('dialog', { name: 'Choose Network' })
    .getByRole('button', { name: 'Anvil Two', exact: true })
  await expect(target).toBeEnabled()
  await target.focus()
  await walletPage.keyboard.press('Enter')
  await expect(account.getByRole('button', { name: /^Anvil Two/ })).toBeFocused()
})
