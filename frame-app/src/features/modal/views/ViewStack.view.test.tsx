import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { renderView } from '#test/renderView.tsx'

const back = () => page.getByRole('button', { name: 'Back' })
const direction = () => document.querySelector('[data-direction]')?.getAttribute('data-direction')

/**
 * Connect → the Dev Wallet's connecting view, whose request never settles (an extension that
 * stopped answering), so the user stays there until they go back. `clicks` in the same task:
 * a fast double click pushes the current view again.
 */
async function toConnecting(clicks: 1 | 2 = 1) {
  const view = await renderView({ walletAnswer: () => new Promise(() => undefined) })
  view.app.actions.open()
  const row = page.getByRole('button', { name: 'Dev Wallet', exact: true })
  // Wallet rows take clicks only once the card has been visible for a moment (clickjacking).
  await expect.element(row).toBeEnabled()
  const button = row.element() as HTMLButtonElement
  for (let i = 0; i < clicks; i++) button.click()
  await expect.element(page.getByRole('dialog', { name: 'Dev Wallet' })).toBeVisible()
  return view
}

describe('the view stack (SPEC §2) as the user meets it', () => {
  test('default: the first view has no Back button, only Close', async () => {
    const view = await renderView()
    view.app.actions.open()
    await expect.element(page.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Close' })).toBeVisible()
    await expect.element(back()).not.toBeInTheDocument()
  })

  test('behavior: Back returns through history with a prev slide, down to the root view', async () => {
    const { app } = await toConnecting()
    expect(direction()).toBe('next')
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'ConnectingExternal' })

    await back().click()
    await expect.element(page.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
    expect(direction()).toBe('prev')
    await expect.element(back()).not.toBeInTheDocument()
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Connect' })
  })

  test('behavior: a double click that pushes the same view twice needs only one Back', async () => {
    await toConnecting(2)
    await back().click()
    await expect.element(page.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
    await expect.element(back()).not.toBeInTheDocument()
  })
})
