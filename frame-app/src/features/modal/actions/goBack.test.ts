import { describe, expect, test } from 'vitest'
import { createTestFrameApp, testHostItem } from '#test/createTestFrameApp.ts'
import { expectHidden } from '#test/expectHidden.ts'
import { goBack } from './goBack.ts'

describe('goBack', () => {
  test('default: returns to the previous view', async () => {
    const { app } = await createTestFrameApp()
    app.actions.open()
    app.actions.push('Networks')
    goBack(app)
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Connect' })
  })

  test('behavior: back on the last view closes and hides the host dialog', async () => {
    const { app, calls } = await createTestFrameApp()
    app.actions.open()
    goBack(app)
    expectHidden({ app, calls })
  })

  test('behavior: leaving ConnectingExternal cancels the connect', async () => {
    const { app } = await createTestFrameApp({ walletAnswer: () => new Promise(() => {}) })
    app.actions.open()
    app.actions.selectWallet({ wallet: testHostItem, isMobile: false, walletConnect: null })
    goBack(app)
    expect(app.getSnapshot()).toMatchObject({ view: 'Connect', status: 'disconnected' })
  })
})
