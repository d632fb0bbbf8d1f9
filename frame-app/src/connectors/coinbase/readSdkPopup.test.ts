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

  test("behavior: a blocked window.open leaves no popup to find, until the SDK notice's Try again opens one", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const provider = askForAccounts()
    await vi.waitFor(() => expect(open).toHaveBeenCalled())
    expect(readSdkPopup(provider)).toBeNull()
    // The SDK says so in a notice of its own, whose timers would fire after this file's page is
    // gone ("window is not defined" in a later file) unless it is taken down: Try again, with
    // popups allowed this time, opens the window and clears the notice.
    const retry = await vi.waitFor(() => {
      const item = document.querySelector<HTMLElement>('.-cbwsdk-snackbar-instance-menu-item')
      if (!item) throw new Error('the popup-blocked notice is not shown yet')
      return item
    })
    const popup = { closed: false, focus() {}, postMessage() {}, close() {} }
    open.mockReturnValue(popup as unknown as Window)
    retry.click()
    await vi.waitFor(() => expect(document.querySelector('.-cbwsdk-snackbar-instance')).toBeNull())
    await vi.waitFor(() => expect(readSdkPopup(provider)).toBe(popup))
  })
})
