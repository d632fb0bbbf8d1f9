// axe-core on the modal's in-between states (a wallet asked and waiting, declined, a network
// the app did not request, the email code step, a search with no results, Send's review) and
// under a host's custom accent: 0 violations, light and dark, desktop and phone. The scans and
// screenshots are the ones of a11y.axe.spec.ts (`npm run screenshots` runs every a11y.axe* spec).
import {
  devWalletPrompt,
  openView,
  scan,
  scanBehindPrompt,
  setUp,
  type Violation,
} from '../fixtures/axeScan.ts'
import { dataTest } from '../fixtures/dataTest.ts'
import { freshEmail, startEmailLogin } from '../fixtures/emailLogin.ts'
import {
  connectDevWallet,
  moveDevWalletToUnrequestedChain,
  setDevWalletMode,
} from '../fixtures/pageHelpers.ts'
import { reviewSend } from '../fixtures/reviewSend.ts'
import { expect } from '../fixtures/test.ts'

const test = dataTest

// Each test sets up its own states: both workers can take them.
test.describe.configure({ mode: 'parallel' })

test(`default: no axe violations on AllWallets with no results, the email code step, ConnectingExternal waiting and declined, UnsupportedChain and Send's review, light and dark, at 1024 and 390 px`, async ({
  walletPage,
  modalFrame,
}) => {
  await setUp(walletPage)
  const violations: Violation[] = []
  await openView(walletPage, modalFrame, 'AllWallets', /All Wallets/)
  await modalFrame.getByRole('searchbox', { name: 'Search wallets' }).fill('zzqx no such wallet')
  await expect(modalFrame.getByText('No wallets found').first()).toBeVisible()
  violations.push(...(await scan(walletPage, modalFrame, 'AllWallets/empty')))

  await startEmailLogin(walletPage, modalFrame, freshEmail())
  await expect(modalFrame.getByLabel('Code')).toBeVisible()
  violations.push(...(await scan(walletPage, modalFrame, 'EmailLogin/code')))
  await modalFrame.getByRole('button', { name: 'Use another email' }).press('Enter')
  await modalFrame.getByRole('button', { name: 'Back', exact: true }).press('Enter')

  // The wallet asks its user (its prompt waits): the modal waits with it.
  await setDevWalletMode(walletPage, 'prompt')
  await openView(walletPage, modalFrame, 'Connect', 'Connect Wallet')
  const devWallet = modalFrame.getByRole('button', { name: /Dev Wallet/ })
  await expect(devWallet).toBeEnabled()
  await devWallet.press('Enter')
  await expect(modalFrame.getByText('Accept connection request in the wallet')).toBeVisible()
  violations.push(...(await scanBehindPrompt(walletPage, modalFrame, 'ConnectingExternal')))
  await devWalletPrompt(walletPage).getByRole('button', { name: 'Reject' }).click()
  await expect(modalFrame.getByText('Connection declined').first()).toBeVisible()
  await expect(modalFrame.getByRole('button', { name: 'Try again' })).toBeVisible()
  violations.push(...(await scan(walletPage, modalFrame, 'ConnectingExternal/declined')))

  // Connected on a network the app did not request: UnsupportedChain opens by itself.
  await setDevWalletMode(walletPage, 'auto-approve')
  await moveDevWalletToUnrequestedChain(walletPage)
  await openView(walletPage, modalFrame, 'Connect', 'Connect Wallet')
  await connectDevWallet(walletPage, modalFrame)
  await expect(modalFrame.getByRole('dialog', { name: 'Switch Network' })).toBeVisible()
  violations.push(...(await scan(walletPage, modalFrame, 'UnsupportedChain')))
  await modalFrame.getByRole('button', { name: 'Anvil', exact: true }).press('Enter')
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)

  await openView(walletPage, modalFrame, 'Send', 'Send')
  const send = modalFrame.getByRole('dialog', { name: 'Send' })
  await reviewSend(send, {
    symbol: 'ETH',
    amount: '0.01',
    to: '0x000000000000000000000000000000000000dEaD',
  })
  violations.push(...(await scan(walletPage, modalFrame, 'Send/review')))
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([])
})

test(`default: no axe violations on Connect and Account under a host's custom accent, light and dark, at 1024 and 390 px`, async ({
  walletPage,
  modalFrame,
}) => {
  await setUp(walletPage)
  const violations: Violation[] = []
  // A brand purple with 3:1 against both backgrounds (the bar the accent warning sets).
  await walletPage.evaluate(() => window.modal.setThemeVariables({ accent: '#7b3fe4' }))
  await openView(walletPage, modalFrame, 'Connect', 'Connect Wallet')
  await expect(modalFrame.getByRole('button', { name: /Dev Wallet/ })).toBeEnabled()
  violations.push(...(await scan(walletPage, modalFrame, 'Connect/customAccent')))
  await connectDevWallet(walletPage, modalFrame)
  await openView(walletPage, modalFrame, 'Account', /./)
  await expect(modalFrame.getByRole('tab', { name: 'Tokens' })).toBeVisible()
  violations.push(...(await scan(walletPage, modalFrame, 'Account/customAccent')))
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([])
})
