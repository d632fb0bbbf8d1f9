import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { createRegistryApi, registryWallets } from '#test/createRegistryApi.ts'
import { renderView, scanView } from '#test/renderView.tsx'

const tiles = () => page.getByRole('dialog').element().querySelectorAll('[data-wallet-tile]')
const active = () => document.activeElement

/** AllWallets over a registry of 120 wallets (three pages of 40), opened from Connect. */
async function openAllWallets() {
  const view = await renderView({ api: createRegistryApi(registryWallets(120)).api })
  view.app.actions.open()
  const row = page.getByRole('button', { name: 'All wallets' })
  await expect.element(row).toBeEnabled()
  await row.click()
  await expect.element(page.getByRole('dialog', { name: 'All wallets' })).toBeVisible()
  await expect.poll(() => tiles().length).toBe(40)
  await expect.element(page.getByRole('button', { name: 'Wallet 1', exact: true })).toBeEnabled()
  return view
}

describe('AllWallets', () => {
  test('default: no axe violations, light and dark, at 390 and 1024 px', async () => {
    const view = await openAllWallets()
    expect(await scanView(view, 'AllWallets')).toEqual([])
  })

  test('error: a search with no results says No wallets found; no axe violations, light and dark, at 390 and 1024 px', async () => {
    const view = await openAllWallets()
    await page.getByRole('searchbox', { name: 'Search wallets' }).fill('zzqx no such wallet')
    await expect.element(page.getByText('No wallets found').first()).toBeVisible()
    expect(tiles()).toHaveLength(0)
    expect(await scanView(view, 'AllWallets/empty')).toEqual([])
  })

  test('default: the wallet grid is one Tab stop; arrows move inside it and Tab leaves it', async () => {
    await openAllWallets()
    const search = page.getByRole('searchbox', { name: 'Search wallets' })
    await expect.element(search).toHaveFocus()
    const roving = () => [...tiles()].filter((tile) => tile.getAttribute('tabindex') === '0')
    expect(roving()).toHaveLength(1)

    await userEvent.keyboard('{Tab}')
    expect(active()).toBe(tiles()[0])
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    expect(active()).toBe(tiles()[2])

    // Leaving and coming back lands on the tile last used, not on the first one.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    await expect.element(search).toHaveFocus()
    await userEvent.keyboard('{Tab}')
    expect(active()).toBe(tiles()[2])
    expect(roving()).toHaveLength(1)

    // One more Tab leaves the grid (the trap wraps to the header), instead of walking 40 tiles.
    await userEvent.keyboard('{Tab}')
    expect(active()?.hasAttribute('data-wallet-tile')).toBe(false)
  })

  test('behavior: the focus ring of a tile stays inside the grid scroll area', async () => {
    await openAllWallets()
    await userEvent.keyboard('{Tab}')
    // The first tile (at the top edge), then one five rows down (scrolled into view).
    for (const moves of [0, 5]) {
      for (let step = 0; step < moves; step++) await userEvent.keyboard('{ArrowDown}')
      const tile = tiles()[moves * 4] as HTMLElement
      expect(active()).toBe(tile)
      const scroller = tile.closest('.ph-all-wallets__scroll') as HTMLElement
      const style = getComputedStyle(tile)
      const reach = Math.max(
        0,
        Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth),
      )
      const box = tile.getBoundingClientRect()
      const area = scroller.getBoundingClientRect()
      expect(style.outlineStyle).not.toBe('none')
      expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThan(0)
      expect(box.top - reach).toBeGreaterThanOrEqual(area.top)
      expect(box.bottom + reach).toBeLessThanOrEqual(area.bottom)
      expect(box.left - reach).toBeGreaterThanOrEqual(area.left)
      expect(box.right + reach).toBeLessThanOrEqual(area.right)
    }
  })

  test('behavior: Escape in the search box clears the search; a second Escape closes the modal', async () => {
    const { calls } = await openAllWallets()
    const search = page.getByRole('searchbox', { name: 'Search wallets' })
    await search.fill('zzqx no such wallet')
    await expect.element(page.getByText('No wallets found')).toBeVisible()

    await userEvent.keyboard('{Escape}')
    await expect.element(search).toHaveValue('')
    await expect.element(search).toHaveFocus()
    await expect.poll(() => tiles().length).toBe(40)
    await expect.element(page.getByRole('dialog', { name: 'All wallets' })).toBeVisible()

    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    expect(calls).toContain('HIDE')
  })

  test('behavior: Back returns focus to the row that opened the view', async () => {
    const view = await renderView({ api: createRegistryApi(registryWallets(120)).api })
    view.app.actions.open()
    const row = page.getByRole('button', { name: 'All wallets' })
    await expect.element(row).toBeEnabled()
    ;(row.element() as HTMLElement).focus()
    await expect.element(row).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('dialog', { name: 'All wallets' })).toBeVisible()
    // The view puts focus in its search box as it opens; then the user moves to Back.
    await expect.element(page.getByRole('searchbox', { name: 'Search wallets' })).toHaveFocus()

    const back = page.getByRole('button', { name: 'Back' })
    ;(back.element() as HTMLElement).focus()
    await expect.element(back).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
    await expect.element(row).toHaveFocus()
  })
})
