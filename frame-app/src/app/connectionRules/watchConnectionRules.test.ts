import { describe, expect, test, vi } from 'vitest'
import { waitFor } from 'xstate'
import {
  connectTestWallet,
  createTestFrameApp,
  testAddress,
  testHostItem,
} from '#test/createTestFrameApp.ts'
import { testMemoryStorage } from '#test/testMemoryStorage.ts'
import { disconnect } from '../../features/connection/index.ts'
import { storageKeys } from '../../storage/storageKeys.ts'

describe('watchConnectionRules', () => {
  test("behavior: a connect answers the host's pending eth_requestAccounts and closes the modal", async () => {
    const { app, call, calls } = await createTestFrameApp()
    const pending = call('RPC_REQUEST', { method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(calls).toContain('SHOW'))
    app.actions.selectWallet({ wallet: testHostItem, isMobile: false, walletConnect: null })
    await expect(pending).resolves.toEqual([testAddress])
    expect(app.getSnapshot().open).toBe(false)
    expect(calls).toContain('HIDE')
  })

  test('behavior: a wallet added from Account returns to Account instead of closing', async () => {
    const { app } = await createTestFrameApp({ connected: true })
    app.viewStack.send({ type: 'OPEN', view: 'Account' })
    app.viewStack.send({ type: 'PUSH', view: 'Connect' })
    await disconnect(app)
    app.viewStack.send({ type: 'OPEN', view: 'Account' })
    app.viewStack.send({ type: 'PUSH', view: 'Connect' })
    app.actions.selectWallet({ wallet: testHostItem, isMobile: false, walletConnect: null })
    await waitFor(app.connection, (s) => s.matches('connected'))
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Account', address: testAddress })
  })

  test('behavior: disconnecting from Account closes the modal and forgets the account', async () => {
    const { app } = await createTestFrameApp({ connected: true })
    app.viewStack.send({ type: 'OPEN', view: 'Account' })
    await disconnect(app)
    expect(app.getSnapshot()).toMatchObject({ open: false, status: 'disconnected' })
    expect(app.getSnapshot()).toMatchObject({ address: null, accounts: {} })
  })

  test('behavior: a disconnect elsewhere (the host) shows Connect in the open modal', async () => {
    const { app } = await createTestFrameApp({ connected: true })
    app.viewStack.send({ type: 'OPEN', view: 'Networks' })
    await disconnect(app)
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Connect' })
  })

  test('behavior: a disconnect removes the stored connector id, so a reload restores nothing (SPEC §4)', async () => {
    const storage = testMemoryStorage()
    const { app } = await createTestFrameApp({ storage, connected: true })
    expect(storage.items.get(storageKeys.connectedWallets.key)).toContain(testHostItem.rdns)
    await disconnect(app)
    expect(storage.items.has(storageKeys.connectedWallets.key)).toBe(false)
  })

  test('error: a wallet that fails wallet_revokePermissions leaves Connect open saying Failed to disconnect (SPEC §8)', async () => {
    const { app } = await createTestFrameApp({
      walletAnswer: (request, answer) => {
        if (request.method !== 'wallet_revokePermissions') return answer(request)
        throw Object.assign(new Error('Internal error'), { code: -32603 })
      },
    })
    await connectTestWallet(app)
    app.viewStack.send({ type: 'OPEN', view: 'Account' })
    await disconnect(app)
    expect(app.getSnapshot()).toMatchObject({ status: 'disconnected', open: true, view: 'Connect' })
    expect(app.viewStack.getSnapshot().context.history).toEqual([
      { view: 'Connect', params: { notice: 'disconnectFailed' } },
    ])
  })
})
