// axe-core on the modal's in-between states (a network the app did not request, the email code
// step, Send's review): 0 violations, light and dark, desktop and phone. The scans and screenshots are the ones of a11y.axe.spec.ts (`npm run screenshots`
// runs every a11y.axe* spec).
import { openView } from '../../fixtures/a11y/axeScan.ts'
import { axeDataTest as test } from '../../fixtures/a11y/axeTest.ts'
import { openSendReview } from '../../fixtures/a11y/openSendReview.ts'
import { freshEmail, startEmailLogin } from '../../fixtures/emailLogin.ts'
import { connectDevWallet, moveDevWalletToUnrequestedChain } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

// Each test sets up its own states: both workers can take them.
test.describe.configure({ mode: 'parallel' })

test(`default: no axe violations on the email code step, UnsupportedChain and Send's review, light and dark, at 1024 and 390 px`, async ({
  walletPage,
  modalFrame,
  axe,
}) => {
  await startEmailLogin(walletPage, modalFrame, freshEmail())
  await expect(modalFrame.getByLabel('Code')).toBeVisible()
  await axe.scan('EmailLogin/code')
  await modalFrame.getByRole('button', { name: 'Use another email' }).press('Enter')
  await modalFrame.getByRole('button', { name: 'Back', exact: true }).press('Enter')

  // AllWallets with no results and ConnectingExternal waiting and declined are view tests
  // (frame-app *.view.test.tsx).
  // Connected on a network the app did not request: UnsupportedChain opens by itself.
  await moveDevWalletToUnrequestedChain(walletPage)
  await openView(walletPage, modalFrame, 'Connect', 'Connect wallet')
  await connectDevWallet(walletPage, modalFrame)
  await expect(modalFrame.getByRole('dialog', { name: 'Switch network' })).toBeVisible()
  await axe.scan('UnsupportedChain')
  await modalFrame.getByRole('button', { name: 'Anvil', exact: true }).press('Enter')
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)

  await openSendReview(walletPage, modalFrame, {
    symbol: 'ETH',
    amount: '0.01',
    to: '0x000000000000000000000000000000000000dEaD',
  })
  await axe.scan('Send/review')
  axe.expectNone()
})
