import { describe, expect, test } from 'vitest'
import { connectTestWallet, createTestFrameApp } from '#test/createTestFrameApp.ts'
import { openModal } from './openModal.ts'

describe('openModal', () => {
  test('default: Connect while disconnected, Account once connected', async () => {
    const { app } = await createTestFrameApp()
    openModal(app)
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Connect' })
    await connectTestWallet(app)
    app.actions.close()
    openModal(app)
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Account' })
  })

  test('behavior: reopened while the wallet is on an unrequested network, it shows UnsupportedChain', async () => {
    // The test wallet answers chain 10, which the app did not request.
    const { app } = await createTestFrameApp({
      walletAnswer: (request, answer) =>
        request.method === 'eth_chainId' ? '0xa' : answer(request),
      connected: true,
    })
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'UnsupportedChain' })
    app.actions.close()
    openModal(app)
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'UnsupportedChain' })
  })

  test('param: a public view opens on it', async () => {
    const { app } = await createTestFrameApp()
    openModal(app, { view: 'Networks' })
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Networks' })
  })

  test('error: an internal view throws ViewUnavailableError and the modal stays closed', async () => {
    const { app } = await createTestFrameApp()
    expect(() => openModal(app, { view: 'UnsupportedChain' })).toThrow(
      expect.objectContaining({
        name: 'ViewUnavailableError',
        data: { view: 'UnsupportedChain', reason: 'internal' },
      }),
    )
    expect(app.getSnapshot().open).toBe(false)
  })
})
