import { describe, expect, test, vi } from 'vitest'
import { createTestFrameApp } from '../../../../test/createTestFrameApp.ts'
import type { WalletConnect } from '../createWalletConnect.ts'
import { loadOnIntent } from './loadOnIntent.ts'

const loaded = { ready: Promise.resolve() } as unknown as WalletConnect

describe('loadOnIntent', () => {
  test('rule: nothing loads while the modal stays closed; the first open loads it, once', async () => {
    const { app } = await createTestFrameApp()
    const load = vi.fn(async () => loaded)
    const walletConnect = loadOnIntent(app, load)
    app.actions.push('Networks')
    expect(load).not.toHaveBeenCalled()
    app.actions.open()
    expect(load).toHaveBeenCalledTimes(1)
    app.actions.close()
    app.actions.open()
    await expect(walletConnect()).resolves.toBe(loaded)
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('behavior: asked now before any open (a session to restore), it loads then, and open adds nothing', async () => {
    const { app } = await createTestFrameApp()
    const load = vi.fn(async () => loaded)
    const walletConnect = loadOnIntent(app, load)
    await expect(walletConnect(true)).resolves.toBe(loaded)
    app.actions.open()
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('rule: a view asking while the modal is closed (Connect rendered ahead) loads nothing until the modal opens', async () => {
    const { app } = await createTestFrameApp()
    const load = vi.fn(async () => loaded)
    const walletConnect = loadOnIntent(app, load)
    let got: WalletConnect | undefined
    void walletConnect().then((value) => {
      got = value
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(load).not.toHaveBeenCalled()
    expect(got).toBeUndefined()
    app.actions.open()
    await expect(walletConnect()).resolves.toBe(loaded)
    await expect.poll(() => got).toBe(loaded)
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('behavior: a modal already open when it starts loads at once', async () => {
    const { app } = await createTestFrameApp()
    app.actions.open()
    const load = vi.fn(async () => loaded)
    loadOnIntent(app, load)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
