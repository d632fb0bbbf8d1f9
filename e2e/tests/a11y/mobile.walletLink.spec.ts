// Phones (Chromium's mobile emulation: touch, a phone's viewport and user agent): Connect is a
// bottom sheet, a registry wallet opens by its deep link carrying the WalletConnect URI, which
// the host page navigates to inside the tap (SECURITY.md #8), and the session the wallet
// approves connects. Coming back and tapping again: iOS Safari hands out the same pending
// pairing until it expires (SPEC §4, §9: 4 minutes, 10 s tolerance), Android Chrome a new one
// (docs/decisions/0178-phones-which-pairing-a-wallet-link-carries.md). Time moves with Playwright's clock, installed before the page loads.
import type { FrameLocator, Page } from '@playwright/test'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { sheetEdges } from '../../fixtures/page/sheetEdges.ts'
import { hostStatus } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'
import { approvePairing } from '../../fixtures/walletConnect/approvePairing.ts'
import { wcTest as test } from '../../fixtures/wcTest.ts'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const TELEGRAM_ANDROID = `${ANDROID_CHROME} Telegram-Android/11.2.3 (Google Pixel 8; Android 14; SDK 34; HIGH)`

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

type LinkWindow = {
  walletLinks: string[]
  /** The Navigation API (Chromium), not yet in TypeScript's DOM types. */
  navigation: {
    addEventListener(
      type: 'navigate',
      listener: (event: { destination: { url: string }; preventDefault(): void }) => void,
    ): void
  }
}

/**
 * Record the app links the host page navigates to, and stop each one there: the wallet app
 * "opens" and the visitor comes back to the page as it was. (Left to Chromium, an app scheme
 * with no handler holds the tab in its external-protocol prompt and later taps never arrive.)
 */
function watchWalletLinks(page: Page): Promise<void> {
  return page.evaluate(() => {
    const win = window as unknown as LinkWindow
    win.walletLinks = []
    win.navigation.addEventListener('navigate', (event) => {
      if (/^https?:/.test(event.destination.url)) return
      win.walletLinks.push(event.destination.url)
      event.preventDefault()
    })
  })
}

/** The n-th app link the host page navigated to (1-based), once it has. */
async function nthLink(page: Page, n: number): Promise<string> {
  const links = () => page.evaluate(() => (window as unknown as LinkWindow).walletLinks)
  await expect.poll(async () => (await links()).length).toBe(n)
  return (await links())[n - 1]!
}

/**
 * Open the modal (or come back to it) and tap `name` in Connect's wallet list once the list
 * is no longer busy: on a phone it is busy until the pairing URI a tap hands over is ready.
 */
async function tapWallet(page: Page, modalFrame: FrameLocator, name: string) {
  await page.evaluate(() => window.modal.open())
  const list = modalFrame.getByRole('region', { name: 'Wallets' })
  await expect(list).toHaveAttribute('aria-busy', 'false')
  const row = list.getByRole('button', { name })
  await expect(row).toBeEnabled()
  await row.tap()
}

/** Each wallet's app scheme, as its registry entry gives it. */
const SCHEMES = { Rainbow: 'rainbow', 'Trust Wallet': 'trust' } as const

/** `tapWallet`, then the pairing URI the tap's link carries: the n-th link of the page. */
async function tapForPairing(
  page: Page,
  modalFrame: FrameLocator,
  name: keyof typeof SCHEMES,
  n: number,
): Promise<string> {
  await tapWallet(page, modalFrame, name)
  return pairingUri(await nthLink(page, n), SCHEMES[name])
}

/** The pairing URI inside a wallet link `<scheme>://wc?uri=<encoded>`. */
function pairingUri(link: string | undefined, scheme: string): string {
  expect(link).toMatch(new RegExp(`^${scheme}://wc\\?uri=wc%3A[0-9a-f]{64}%402%3F`))
  return decodeURIComponent(link!.slice(`${scheme}://wc?uri=`.length))
}

/** The pairing topic of a `wc:<topic>@2?...` URI. */
function topicOf(uri: string): string {
  return uri.slice('wc:'.length, uri.indexOf('@'))
}

/** Playwright's clock in every frame (host page, modal frame), installed before they load. */
const clockTest = test.extend({
  page: async ({ page }, use) => {
    await page.clock.install()
    await use(page)
  },
})

// The wallet each platform's visitor picks first.
for (const [platform, userAgent, name] of [
  ['iPhone, Safari', IPHONE_SAFARI, 'Rainbow'],
  ['Android, Chrome', ANDROID_CHROME, 'Trust Wallet'],
] as const)
  test.describe(platform, () => {
    test.use({ ...phone, userAgent })

    test(`default: ${name} opens by its deep link with the pairing URI; the sheet sits at the bottom, full width; the approved session connects`, async ({
      wcHostPage: page,
      phoneWallet: wallet,
      modalFrame,
    }) => {
      await watchWalletLinks(page)
      await page.evaluate(() => window.modal.open())
      // Once its slide-up ends: full width, on the bottom edge.
      await expect.poll(() => sheetEdges(modalFrame)).toEqual({ x: 0, width: 390, bottom: 844 })
      await approvePairing(page, wallet, await tapForPairing(page, modalFrame, name, 1))
      await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
    })
  })

// SPEC §4: iOS Safari and Telegram's in-app browser (here Telegram on Android).
for (const [platform, userAgent] of [
  ['iPhone, Safari', IPHONE_SAFARI],
  ['Telegram', TELEGRAM_ANDROID],
] as const)
  clockTest.describe(`${platform}, coming back`, () => {
    clockTest.use({ ...phone, userAgent })

    clockTest(
      'behavior: a pending pairing is reused until it expires, then a fresh one connects',
      async ({ wcHostPage: page, phoneWallet: wallet, modalFrame }) => {
        await watchWalletLinks(page)
        const first = await tapForPairing(page, modalFrame, 'Rainbow', 1)
        // Back from Rainbow without pairing: Trust Wallet, then Rainbow again, get the same one.
        expect(topicOf(await tapForPairing(page, modalFrame, 'Trust Wallet', 2))).toBe(
          topicOf(first),
        )
        await page.clock.fastForward('03:30')
        expect(await tapForPairing(page, modalFrame, 'Rainbow', 3)).toBe(first)

        // 4 minutes after it was made, less the 10 s tolerance, it has expired: a new URI.
        await page.clock.fastForward('00:30')
        const fresh = await tapForPairing(page, modalFrame, 'Rainbow', 4)
        expect(topicOf(fresh)).not.toBe(topicOf(first))

        // The wallet answers the fresh pairing; back in the browser, the page is connected.
        await approvePairing(page, wallet, fresh)
        await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
      },
    )
  })

test.describe('iPhone, Safari, All Wallets', () => {
  test.use({ ...phone, userAgent: IPHONE_SAFARI })

  test('behavior: a wallet found in All Wallets opens by its link with a pairing made ahead', async ({
    wcHostPage: page,
    modalFrame,
  }) => {
    await watchWalletLinks(page)
    await page.evaluate(() => window.modal.open())
    await clickWhenArmed(modalFrame.getByRole('button', { name: 'All wallets' }), 'tap')
    await modalFrame.getByRole('searchbox', { name: 'Search wallets' }).fill('Rainbow')
    const tile = modalFrame.getByRole('button', { name: 'Rainbow', exact: true })
    await expect(tile).toBeVisible()
    // Busy while its wallets load or the pairing is being made.
    await expect(modalFrame.locator('.ph-all-wallets__scroll')).not.toHaveAttribute('aria-busy')
    await tile.tap()
    pairingUri(await nthLink(page, 1), 'rainbow')
  })

  test('behavior: no WalletConnect row in Connect; All Wallets keeps the keyboard down and offers the QR code and link', async ({
    wcHostPage: page,
    modalFrame,
  }) => {
    await page.evaluate(() => window.modal.open())
    const list = modalFrame.getByRole('region', { name: 'Wallets' })
    await expect(list.getByRole('button', { name: 'Rainbow' })).toBeVisible()
    await expect(list.getByRole('button', { name: 'WalletConnect' })).toHaveCount(0)
    await clickWhenArmed(modalFrame.getByRole('button', { name: 'All wallets' }), 'tap')
    const search = modalFrame.getByRole('searchbox', { name: 'Search wallets' })
    await expect(modalFrame.locator('[data-wallet-tile]').first()).toBeVisible()
    // Focus would pop the phone's keyboard over the grid.
    await expect(search).not.toBeFocused()
    await modalFrame.getByRole('button', { name: 'WalletConnect: QR code or link' }).tap()
    await expect(modalFrame.getByRole('dialog')).toHaveAccessibleName('WalletConnect')
    await expect(modalFrame.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(modalFrame.getByRole('button', { name: 'Copy link' })).toBeEnabled()
  })
})

clockTest.describe('Android, Chrome, coming back', () => {
  clockTest.use({ ...phone, userAgent: ANDROID_CHROME })

  clockTest(
    'behavior: a pairing handed to one wallet is not reused; the next wallet gets a new one',
    async ({ wcHostPage: page, phoneWallet: wallet, modalFrame }) => {
      await watchWalletLinks(page)
      const first = await tapForPairing(page, modalFrame, 'Trust Wallet', 1)
      // Back from Trust Wallet at once: Rainbow opens with a pairing of its own.
      const second = await tapForPairing(page, modalFrame, 'Rainbow', 2)
      expect(topicOf(second)).not.toBe(topicOf(first))

      // Trust Wallet approving the first pairing late: that session is ended, not used.
      await wallet.pair(first)
      await wallet.approveProposal((await wallet.nextProposal()).id)
      await expect.poll(() => wallet.sessions()).toEqual([])
      expect(await hostStatus(page)).toBe('connecting')

      await approvePairing(page, wallet, second)
    },
  )
})
