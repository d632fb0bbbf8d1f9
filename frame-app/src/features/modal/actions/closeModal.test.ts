import { describe, expect, test } from 'vitest'
import { createTestFrameApp, testHostItem } from '#test/createTestFrameApp.ts'
import { closeModal } from './closeModal.ts'

describe('closeModal', () => {
  test('behavior: closing during a connect cancels it and rejects the host request with 4001', async () => {
    const { app } = await createTestFrameApp({
      walletAnswer: (request) =>
        request.method === 'eth_requestAccounts' ? new Promise(() => {}) : null,
    })
    const pending = app.actions.requestAccounts()
    app.actions.selectWallet({ wallet: testHostItem, isMobile: false, walletConnect: null })
    expect(app.connection.getSnapshot().matches('connecting')).toBe(true)
    closeModal(app)
    await expect(pending).rejects.toMatchObject({ code: 4001 })
    expect(app.connection.getSnapshot().matches('disconnected')).toBe(true)
    expect(app.getSnapshot().open).toBe(false)
    expect(app.frame.getSnapshot().context.closeAfterConnect).toBe(false)
  })
})
