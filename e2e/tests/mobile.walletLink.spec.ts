// Phones (Chromium's mobile emulation: touch, a phone's viewport and user agent): Connect is a
// bottom sheet, a registry wallet opens by its deep link carrying the WalletConnect URI, which
// the host page navigates to inside the tap (SECURITY.md #8), and the session the wallet
// approves connects.
import type { CDPSession, FrameLocator, Page } from '@playwright/test'
import { recordedEvents } from '../fixtures/pageHelpers.ts'
import { expect } from '../fixtures/test.ts'
import { wcTest as test } from '../fixtures/wcTest.ts'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** The URLs the host page is asked to navigate to (deep links never load, so no request). */
async function watchNavigations(page: Page): Promise<{ urls: string[]; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page)
  const urls: string[] = []
  await cdp.send('Page.enable')
  cdp.on('Page.frameRequestedNavigation', (event) => {
    urls.push(event.url)
    // Back from the wallet app: the page stays where it was.
    void cdp.send('Page.stopLoading').catch(() => undefined)
  })
  return { urls, cdp }
}

async function tapWallet(page: Page, modalFrame: FrameLocator, name: string) {
  await page.evaluate(() => window.modal.open())
  const row = modalFrame.getByRole('region', { name: 'Wallets' }).getByRole('button', { name })
  await expect(row).toBeEnabled()
  await row.tap()
}

/** The pairing URI inside a wallet link `<scheme>://wc?uri=<encoded>`. */
function pairingUri(link: string | undefined, scheme: string): string {
  expect(link).toMatch(new RegExp(`^${scheme}://wc\\?uri=wc%3A[0-9a-f]{64}%402%3F`))
  return decodeURIComponent(link!.slice(`${scheme}://wc?uri=`.length))
}

test.describe('iPhone, Safari', () => {
  test.use({ ...phone, userAgent: IPHONE_SAFARI })

  test('default: Rainbow opens by its deep link with the pairing URI; the approved session connects', async ({
    wcHostPage: page,
    phoneWallet: wallet,
    modalFrame,
  }) => {
    const navigations = await watchNavigations(page)
    await tapWallet(page, modalFrame, 'Rainbow')
    await expect.poll(() => navigations.urls.length).toBe(1)
    const uri = pairingUri(navigations.urls[0], 'rainbow')
    await wallet.pair(uri)
    const proposal = await wallet.nextProposal()
    await wallet.approveProposal(proposal.id)
    await expect
      .poll(() => recordedEvents(page))
      .toContainEqual(['accountsChanged', [wallet.address]])
    await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  })
})

test.describe('Android, Chrome', () => {
  test.use({ ...phone, userAgent: ANDROID_CHROME })

  test('default: Trust Wallet opens by its deep link; the sheet sits at the bottom, full width', async ({
    wcHostPage: page,
    phoneWallet: wallet,
    modalFrame,
  }) => {
    const navigations = await watchNavigations(page)
    await page.evaluate(() => window.modal.open())
    const card = modalFrame.locator('.ph-modal__card')
    // Once its slide-up ends: full width, on the bottom edge.
    await expect
      .poll(async () => {
        const box = await card.boundingBox()
        return box && [box.x, box.width, Math.round(box.y + box.height)]
      })
      .toEqual([0, 390, 844])
    await tapWallet(page, modalFrame, 'Trust Wallet')
    await expect.poll(() => navigations.urls.length).toBe(1)
    await wallet.pair(pairingUri(navigations.urls[0], 'trust'))
    await wallet.approveProposal((await wallet.nextProposal()).id)
    await expect
      .poll(() => recordedEvents(page))
      .toContainEqual(['accountsChanged', [wallet.address]])
  })
})
