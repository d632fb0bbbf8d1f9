import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { createAccountApi } from '#test/createAccountApi.ts'
import { renderView, scanView } from '#test/renderView.tsx'

describe('OnRamp', () => {
  test('default: with nothing connected, it asks for a wallet first; no axe violations', async () => {
    const view = await renderView({ api: createAccountApi().api })
    view.app.actions.open('OnRamp')
    const onRamp = page.getByRole('dialog', { name: 'Buy crypto' })
    await expect.element(onRamp.getByText('Connect a wallet to buy crypto into it.')).toBeVisible()
    expect(await scanView(view, 'OnRamp/needsAccount')).toEqual([])
  })
})
