import { describe, expect, test } from 'vitest'
import { createTestFrameApp } from '#test/createTestFrameApp.ts'
import { dismissModal } from './dismissModal.ts'

describe('dismissModal', () => {
  test('default: closes the card and asks the host to hide its dialog', async () => {
    const { app, calls } = await createTestFrameApp()
    app.actions.open()
    dismissModal(app)
    expect(app.getSnapshot().open).toBe(false)
    expect(calls).toContain('HIDE')
  })
})
