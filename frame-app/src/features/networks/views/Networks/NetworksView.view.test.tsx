import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { renderView, scanView } from '#test/renderView.tsx'

describe('Networks', () => {
  test("default: with nothing connected, it lists the app's networks; no axe violations", async () => {
    const view = await renderView()
    view.app.actions.open('Networks')
    const networks = page.getByRole('dialog', { name: 'Choose network' })
    await expect.element(networks.getByRole('button', { name: /Ethereum/ })).toBeVisible()
    await expect.element(networks.getByRole('button', { name: /Polygon/ })).toBeVisible()
    expect(await scanView(view, 'Networks')).toEqual([])
  })
})
