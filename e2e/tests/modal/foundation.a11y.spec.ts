// Keyboard and screen reader: a labelled modal dialog, Tab trapped in the card, a whole flow
// done with the keyboard only.
import type { FrameLocator, Page } from '@playwright/test'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { connectDevWallet } from '../../fixtures/pageHelpers.ts'
import { expect, test } from '../../fixtures/test.ts'

/** The accessible name of what has focus inside the frame, and whether it is in the card. */
const focused = (frame: FrameLocator) =>
  frame.locator('body').evaluate(() => {
    const active = document.activeElement as HTMLElement | null
    return {
      name: active?.getAttribute('aria-label') ?? active?.getAttribute('role') ?? active?.tagName,
      inCard: Boolean(active?.closest('[role="dialog"]')),
    }
  })
const hostFocus = (page: Page) => page.evaluate(() => document.activeElement?.tagName)

test('default: each view is a modal dialog labelled by its visible title', async ({
  hostPage,
  modalFrame,
}) => {
  for (const [view, title] of [
    ['Connect', 'Connect wallet'],
    ['Networks', 'Choose network'],
  ] as const) {
    await hostPage.evaluate((view) => window.modal.open({ view }), view)
    const dialog = modalFrame.getByRole('dialog')
    await expect(dialog).toHaveAccessibleName(title)
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible()
    // Status changes are announced from a live region inside the aria-modal dialog (screen
    // readers ignore what lies outside a modal dialog).
    await expect(dialog.locator('[aria-live="polite"][aria-atomic="true"]')).toBeAttached()
  }
})

test('behavior: Tab and Shift+Tab cycle inside the card and never reach the host page', async ({
  walletPage,
  modalFrame,
}) => {
  await walletPage.evaluate(() => window.modal.open())
  const card = modalFrame.getByRole('dialog', { name: 'Connect wallet' })
  await expect(card).toBeFocused()
  // Wallet rows are enabled once the card has been visible for a moment (clickjacking).
  await expect(card.getByRole('button', { name: 'Dev Wallet' })).toBeEnabled()
  // Every enabled control of the card, in order (the email and social rows are disabled).
  const stops = await card.evaluate((element) =>
    [...element.querySelectorAll('button:not([disabled])')].map((b) =>
      b.getAttribute('aria-label'),
    ),
  )
  expect(stops[0]).toBe('Close')
  expect(stops).toContain('Dev Wallet')
  const names: unknown[] = []
  for (let i = 0; i < stops.length * 2; i++) {
    await walletPage.keyboard.press('Tab')
    const now = await focused(modalFrame)
    expect(now.inCard).toBe(true)
    names.push(now.name)
  }
  expect(names).toEqual([...stops, ...stops])
  // Back to the first control, then Shift+Tab wraps to the last.
  await walletPage.keyboard.press('Tab')
  await walletPage.keyboard.press('Shift+Tab')
  expect(await focused(modalFrame)).toEqual({ name: stops.at(-1), inCard: true })
  expect(await hostFocus(walletPage)).toBe('IFRAME')
})

test('behavior: open, navigate, go back and close with the keyboard only', async ({
  walletPage,
  modalFrame,
}) => {
  await walletPage.evaluate(() => {
    window.devWallet.setMode('disappear')
    const button = document.querySelector<HTMLButtonElement>('#open-button')!
    button.onclick = () => void window.modal.open()
  })
  await walletPage.focus('#open-button')
  await walletPage.keyboard.press('Enter')
  await expect(modalFrame.getByRole('dialog', { name: 'Connect wallet' })).toBeFocused()
  // Wallet rows take focus once the clickjacking settle has enabled them.
  await expect(modalFrame.getByRole('button', { name: 'Dev Wallet' })).toBeEnabled()
  for (let i = 0; i < 10 && (await focused(modalFrame)).name !== 'Dev Wallet'; i++)
    await walletPage.keyboard.press('Tab')
  await walletPage.keyboard.press('Enter')
  const connecting = modalFrame.getByRole('dialog', { name: 'Dev Wallet' })
  await expect(connecting).toBeVisible()
  await expect(connecting.getByRole('heading', { name: 'Dev Wallet' })).toBeVisible()
  // The row that had focus is gone: focus stays in the card.
  expect((await focused(modalFrame)).inCard).toBe(true)
  await walletPage.keyboard.press('Tab')
  expect(await focused(modalFrame)).toEqual({ name: 'Back', inCard: true })
  await walletPage.keyboard.press('Enter')
  await expect(modalFrame.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
  expect((await focused(modalFrame)).inCard).toBe(true)
  await walletPage.keyboard.press('Escape')
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  await expect(walletPage.locator('#open-button')).toBeFocused()
})

test('behavior: the live region inside the dialog tells a connect, a network switch and a disconnect', async ({
  walletPage,
  modalFrame,
}) => {
  const region = modalFrame.locator('[aria-live="polite"][aria-atomic="true"]')
  await connectDevWallet(walletPage, modalFrame)
  await walletPage.evaluate(() => window.modal.open({ view: 'Account' }))
  const account = modalFrame.getByRole('dialog', { name: 'Account' })
  await expect(account.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText(
    'Connected to Dev Wallet',
  )
  await account.getByRole('button', { name: 'Anvil', exact: true }).click()
  const networks = modalFrame.getByRole('dialog', { name: 'Choose network' })
  await networks.getByRole('button', { name: 'Anvil Two', exact: true }).click()
  await expect(account.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText(
    'Switched to Anvil Two',
  )
  await clickWhenArmed(account.getByRole('button', { name: 'Disconnect', exact: true }))
  await expect(region).toHaveText('Disconnected')
})
