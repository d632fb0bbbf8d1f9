// Touch targets on a phone (390 px, touch): every button, link, tab, switch and field of the
// views a phone reaches is at least 44 × 44 CSS px (WCAG 2.5.5, Apple's and Material's
// guideline). The one documented exception is text the target sits in (WCAG 2.2's 2.5.8
// "inline" case): a link inside a sentence, still at least 24 px high.
import type { FrameLocator, Locator } from '@playwright/test'
import { openView } from '../../fixtures/a11y/axeScan.ts'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { dataTest } from '../../fixtures/dataTest.ts'
import { freshEmail, loginByEmail } from '../../fixtures/emailLogin.ts'
import { connectDevWallet, rpc } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

/** The stack with the api's token, NFT and activity data: Account's lists have rows. */
const test = dataTest

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
test.describe.configure({ timeout: 180_000 })

const MIN = 44
/** WCAG 2.2's minimum (2.5.8) for the inline exception. */
const INLINE_MIN = 24

type Undersized = { view: string; name: string; width: number; height: number }

/**
 * The targets of the modal's card that are smaller than 44 × 44, each after scrolling it into
 * view: a link inside a line of text only under 24 px high.
 */
async function undersized(frame: FrameLocator, view: string): Promise<Undersized[]> {
  const found = await frame.locator('.ph-modal__card').evaluate(
    (card, { min, inlineMin }) => {
      const targets = card.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], [role="switch"], [tabindex="0"]',
      )
      const small: { name: string; width: number; height: number }[] = []
      for (const target of targets) {
        if (target.closest('[aria-hidden="true"], [inert]')) continue
        const { width, height } = target.getBoundingClientRect()
        if (width === 0 && height === 0) continue
        // A link inside a sentence: the line of text sets its height (WCAG 2.5.8 "inline").
        const inline = target.tagName === 'A' && getComputedStyle(target).display === 'inline'
        const ok = inline ? height >= inlineMin : width >= min - 0.5 && height >= min - 0.5
        if (ok) continue
        const name =
          target.getAttribute('aria-label') ??
          target.textContent?.trim().slice(0, 40) ??
          target.tagName
        small.push({
          name: `${target.tagName.toLowerCase()} "${name || target.className}"`,
          width: Math.round(width),
          height: Math.round(height),
        })
      }
      return small
    },
    { min: MIN, inlineMin: INLINE_MIN },
  )
  return found.map((target) => ({ view, ...target }))
}

/**
 * Collects each view's undersized targets for one assertion at the end: `check` waits for
 * `shown` (a control of the view), then measures.
 */
function targetLog(frame: FrameLocator) {
  const small: Undersized[] = []
  return {
    async check(view: string, shown?: Locator) {
      if (shown) await expect(shown).toBeVisible()
      small.push(...(await undersized(frame, view)))
    },
    expectNone() {
      expect(small, JSON.stringify(small, null, 1)).toEqual([])
    },
  }
}

test('default: on a phone, every target of Connect, All Wallets, WalletConnect, Account, Networks, Send, Swap, Buy and Choose Name is at least 44 × 44 px', async ({
  walletPage: page,
  modalFrame,
}) => {
  const targets = targetLog(modalFrame)
  await openView(page, modalFrame, 'Connect', 'Connect wallet')
  await expect(modalFrame.getByRole('button', { name: 'Dev Wallet' })).toBeEnabled()
  await targets.check('Connect')
  await clickWhenArmed(modalFrame.getByRole('button', { name: 'Continue with socials' }))
  await targets.check(
    'Connect/socials',
    modalFrame.getByRole('button', { name: 'Continue with Google' }),
  )
  await openView(page, modalFrame, 'AllWallets', /All wallets/)
  await targets.check('AllWallets', modalFrame.locator('[data-wallet-tile]').first())
  // Phones pair a wallet not listed from All Wallets (Connect has no QR row there).
  const walletConnect = modalFrame.getByRole('button', { name: 'WalletConnect: QR code or link' })
  await expect(walletConnect).toBeEnabled()
  await walletConnect.click()
  await expect(modalFrame.getByRole('button', { name: 'Copy link' })).toBeEnabled({
    timeout: 15_000,
  })
  await targets.check('WalletConnect')

  await openView(page, modalFrame, 'Connect', 'Connect wallet')
  await connectDevWallet(page, modalFrame)
  await openView(page, modalFrame, 'Account', 'Account')
  await targets.check('Account', modalFrame.getByRole('tab', { name: 'Tokens' }))
  await modalFrame.getByRole('tab', { name: 'Activity' }).click()
  // Its first row, not a day's heading: rows a minute old are under Yesterday just after midnight.
  await targets.check('Account/Activity', modalFrame.getByTestId('activity-item').first())
  for (const [view, title] of [
    ['Networks', 'Choose network'],
    ['Send', 'Send'],
    ['Swap', 'Swap'],
    ['OnRamp', 'Buy crypto'],
    ['RegisterAccountName', 'Choose name'],
  ] as const) {
    await openView(page, modalFrame, view, title)
    await targets.check(view)
  }
  await openView(page, modalFrame, 'OnRamp', 'Buy crypto')
  await modalFrame.getByRole('button', { name: /Coinbase/ }).click()
  await targets.check('OnRamp/amount', modalFrame.getByRole('dialog').locator('input').first())
  targets.expectNone()
})

test('default: on a phone, an email wallet’s Account panels and ApproveTransaction keep 44 × 44 px targets', async ({
  devChainPage: page,
  stack,
  modalFrame,
}) => {
  const address = await loginByEmail(page, modalFrame, stack, freshEmail())
  const targets = targetLog(modalFrame)
  await openView(page, modalFrame, 'Account', 'Account')
  await targets.check('Account/embedded', modalFrame.getByRole('switch', { name: 'Smart account' }))
  await modalFrame.getByRole('button', { name: 'Update email' }).click()
  await targets.check('Account/updateEmail', modalFrame.getByLabel('New email'))

  const message = `0x${Buffer.from('Pay 5 DUSD to My Shop').toString('hex')}`
  const signing = rpc(page, 'personal_sign', [message, address])
  await expect(modalFrame.getByRole('button', { name: 'Approve', exact: true })).toBeEnabled()
  await targets.check('ApproveTransaction')
  await modalFrame.getByRole('button', { name: 'Reject' }).click()
  expect((await signing).code).toBe(4001)
  targets.expectNone()
})
