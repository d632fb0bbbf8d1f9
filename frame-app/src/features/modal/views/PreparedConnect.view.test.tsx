import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { connectTestWallet } from '#test/createTestFrameApp.ts'
import { renderView } from '#test/renderView.tsx'
import { PREPARE_AFTER_CLOSE_MS } from '../usePreparedConnect.ts'

const card = () => document.querySelector<HTMLElement>('.ph-modal__card')
const root = () => document.querySelector('.ph-root')
const connectDialog = () => page.getByRole('dialog', { name: 'Connect wallet' })

/** Connect rendered ahead while the modal is closed (decision 0033). */
describe('Connect rendered ahead, hidden, while the modal is closed', () => {
  test('default: closed with no wallet, Connect is there ahead but inert and out of the accessibility tree; open() makes that same card live with focus in it', async () => {
    const { app } = await renderView()
    await expect.poll(card).not.toBeNull()
    const ahead = card()
    expect(root()?.hasAttribute('data-prepared')).toBe(true)
    expect(ahead?.closest('[inert]')).not.toBeNull()
    await expect.element(connectDialog()).not.toBeInTheDocument()
    // Nothing in it takes focus while it waits.
    ahead?.querySelector<HTMLElement>('button')?.focus()
    expect(ahead?.contains(document.activeElement)).toBe(false)

    app.actions.open()
    await expect.element(connectDialog()).toBeVisible()
    expect(card()).toBe(ahead)
    expect(root()?.hasAttribute('data-prepared')).toBe(false)
    expect(card()?.closest('[inert]')).toBeNull()
    await expect.poll(() => ahead?.contains(document.activeElement)).toBe(true)
  })

  test('behavior: after a close the closed view goes at once, and Connect comes back ahead only once the host has hidden the dialog', async () => {
    const { app } = await renderView()
    app.actions.open()
    await expect.element(connectDialog()).toBeVisible()
    app.actions.close()
    await expect.poll(card).toBeNull()
    const closedAt = performance.now()
    await expect.poll(card, { timeout: PREPARE_AFTER_CLOSE_MS * 5 }).not.toBeNull()
    expect(performance.now() - closedAt).toBeGreaterThanOrEqual(PREPARE_AFTER_CLOSE_MS - 50)
    expect(root()?.hasAttribute('data-prepared')).toBe(true)
  })

  test('behavior: with a wallet connected, the closed modal renders nothing ahead (its next view is Account)', async () => {
    const { app } = await renderView()
    await connectTestWallet(app)
    app.actions.close()
    await new Promise((resolve) => setTimeout(resolve, PREPARE_AFTER_CLOSE_MS * 2))
    expect(card()).toBeNull()
    expect(root()?.hasAttribute('data-prepared')).toBe(false)
  })
})
