import { describe, expect, test } from 'vitest'
import { createTestFrameApp } from '#test/createTestFrameApp.ts'
import { hideModal } from './hideModal.ts'

describe('hideModal', () => {
  test('default: closes the card and the host dialog, the connection stays', async () => {
    const { app, calls } = await createTestFrameApp({ connected: true })
    hideModal(app)
    expect(app.getSnapshot()).toMatchObject({ open: false, status: 'connected' })
    expect(calls.at(-1)).toBe('HIDE')
  })
})
