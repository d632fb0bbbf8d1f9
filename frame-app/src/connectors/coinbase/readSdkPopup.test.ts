// @vitest-environment happy-dom
import { createCoinbaseWalletSDK } from '@coinbase/wallet-sdk'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { readSdkPopup } from './readSdkPopup.ts'

/** The real SDK (the pinned 4.4.0) asking for accounts: it opens its keys popup. */
function askForAccounts() {
  // The SDK's COOP probe of the page (HEAD): answered here, it is not what is tested.
  vi.spyOn(window, 'fetch').mockResolvedValue(new Response(null, { status: 200 }))
  const provider = createCoinbaseWalletSDK({
    appName: 'Test dapp',
    preference: { options: 'all', keysUrl: 'https://keys.test/connect' },
  }).getProvider()
  provider.request({ method: 'eth_requestAccounts' }).catch(() => undefined)
  return provider
}

describe('readSdkPopup', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  test('default: finds the popup the SDK opened (fails when an SDK upgrade moves the private field)', async () => {
    const popup = { closed: false, focus() {}, postMessage() {}, close() {} }
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const provider = askForAccounts()
    expect(readSdkPopup(provider)).toBeNull()
    await vi.waitFor(() => expect(open).toHaveBeenCalled())
    expect(String(open.mock.calls[0]?.[0])).toMatch(/^https:\/\/keys\.test\/connect\?/)
    await vi.waitFor(() => expect(readSdkPopup(provider)).toBe(popup))
  })

  test('behavior: a blocked window.open leaves no popup to find', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const provider = askForAccounts()
    await vi.waitFor(() => expect(open).toHaveBeenCalled())
    expect(readSdkPopup(provider)).toBeNull()
  })
})
