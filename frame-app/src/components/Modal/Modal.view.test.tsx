import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderView } from '#test/renderView.tsx'

describe('Modal', () => {
  test('behavior: Escape closes the modal even when focus has not reached the card yet', async () => {
    const { app, calls } = await renderView()
    app.actions.open()
    const card = page.getByRole('dialog', { name: 'Connect wallet' })
    await expect.element(card).toBeVisible()
    // As when the host has just shown the frame: the frame's document has focus, the card not.
    ;(document.activeElement as HTMLElement | null)?.blur()
    expect(card.element().contains(document.activeElement)).toBe(false)
    await userEvent.keyboard('{Escape}')
    await expect.element(card).not.toBeInTheDocument()
    expect(calls).toContain('HIDE')
  })

  test('behavior: the card says it is held when it appears, then armed once it has been visible for the settle delay', async () => {
    const { app } = await renderView()
    app.actions.open()
    const card = page.getByRole('dialog', { name: 'Connect wallet' })
    await expect.element(card).toHaveAttribute('data-guard', 'held')
    const shown = performance.now()
    await expect.element(card).toHaveAttribute('data-guard', 'armed')
    expect(performance.now() - shown).toBeGreaterThanOrEqual(400)
  })
})
