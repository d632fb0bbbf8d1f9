import { describe, expect, test, vi } from 'vitest'
import { createTestFrameApp, testAddress, testDapp } from '#test/createTestFrameApp.ts'

describe('watchViewLoading', () => {
  test('rule: Connect loads the registry when the modal opens on it, never before', async () => {
    const { app, call } = await createTestFrameApp()
    const load = vi.spyOn(app.registry, 'load')
    await call('SYNC_DAPP_DATA', { ...testDapp, sdkVersion: 'again' })
    expect(load).not.toHaveBeenCalled()
    app.actions.open()
    expect(load).toHaveBeenCalledTimes(1)
    // New dapp data while Connect shows: the registry is asked again for it.
    await call('SYNC_DAPP_DATA', { ...testDapp, sdkVersion: 'newer' })
    expect(load).toHaveBeenCalledTimes(2)
  })

  test('rule: Account fetches the balance each time it is shown, not while the modal is closed', async () => {
    const { app } = await createTestFrameApp({ connected: true })
    const fetch = vi.spyOn(app.balance, 'fetch').mockResolvedValue([])
    expect(fetch).not.toHaveBeenCalled()
    app.actions.open('Account')
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]?.[0].caipNetworkId).toBe('eip155:137')
    expect(fetch.mock.calls[0]?.[1]).toBe(testAddress)
    app.actions.push('Networks')
    app.actions.back()
    expect(fetch).toHaveBeenCalledTimes(2)
    app.actions.close()
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
