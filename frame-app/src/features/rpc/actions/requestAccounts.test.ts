import { describe, expect, test } from 'vitest'
import { createTestFrameApp, testAddress, testHostItem } from '#test/createTestFrameApp.ts'
import { requestAccounts } from './requestAccounts.ts'

describe('requestAccounts', () => {
  test('default: shows Connect, resolves with the accounts once connected, then hides', async () => {
    const { app, calls } = await createTestFrameApp()
    const pending = requestAccounts(app)
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Connect' })
    expect(calls).toContain('SHOW')
    app.actions.selectWallet({ wallet: testHostItem, isMobile: false, walletConnect: null })
    await expect(pending).resolves.toEqual([testAddress])
    expect(app.getSnapshot().open).toBe(false)
    expect(calls.at(-1)).toBe('HIDE')
  })

  test('behavior: asked while the user has the modal open, it closes once connected', async () => {
    const { app } = await createTestFrameApp()
    app.actions.open()
    const pending = requestAccounts(app)
    app.actions.selectWallet({ wallet: testHostItem, isMobile: false, walletConnect: null })
    await pending
    expect(app.getSnapshot()).toMatchObject({ open: false, status: 'connected' })
  })
})
