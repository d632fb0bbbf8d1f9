// axe-core on WalletConnect's QR placeholder, Connect in Arabic, SwitchNetwork waiting for the
// wallet and declined, and Account on a network the app did not request: 0 violations, light
// and dark, desktop and phone, each saved as a screenshot (`npm run screenshots` runs every
// a11y.axe* spec).
import { devWalletPrompt, openView } from '../../fixtures/a11y/axeScan.ts'
import { axeDataTest as test } from '../../fixtures/a11y/axeTest.ts'
import { pickListedWallet } from '../../fixtures/a11y/pickListedWallet.ts'
import {
  connectDevWallet,
  moveDevWalletToUnrequestedChain,
  setDevWalletMode,
} from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

// Account on a network the app did not request shows as such, rather than Switch Network.
test.use({ hostConfig: { allowUnsupportedChain: true } })

test(`default: no axe violations on WalletConnect's placeholder, Arabic, SwitchNetwork and Account off the app's networks, light and dark, at 1024 and 390 px`, async ({
  walletPage: page,
  modalFrame,
  axe,
}) => {
  // The relay never answers: the QR frame keeps its placeholder.
  await page.context().routeWebSocket(/^wss?:/, () => undefined)
  await pickListedWallet(page, modalFrame, 'Rainbow')
  await expect(modalFrame.getByRole('progressbar', { name: 'Preparing the QR code' })).toBeVisible()
  await expect(modalFrame.getByRole('button', { name: 'Get Rainbow' })).toBeVisible()
  await axe.scan('WalletConnect/placeholder')

  await page.evaluate(() => window.modal.setLocale('ar'))
  await openView(page, modalFrame, 'Connect', 'ربط المحفظة')
  await expect(modalFrame.getByRole('dialog')).toHaveAttribute('dir', 'rtl')
  await axe.scan('Connect/ar')
  await page.evaluate(() => window.modal.setLocale('en'))
  await openView(page, modalFrame, 'Connect', 'Connect wallet')
  await expect(modalFrame.getByRole('button', { name: /Dev Wallet/ })).toBeEnabled()
  await connectDevWallet(page, modalFrame)

  // A switch the wallet asks about (its prompt waits), then declined there.
  await setDevWalletMode(page, 'prompt')
  await openView(page, modalFrame, 'Networks', 'Choose network')
  const anvilTwo = modalFrame.getByRole('button', { name: 'Anvil Two', exact: true })
  await expect(anvilTwo).toBeEnabled()
  await anvilTwo.press('Enter')
  await expect(modalFrame.getByText('Approve in wallet')).toBeVisible()
  await axe.scanBehindPrompt('SwitchNetwork')
  await devWalletPrompt(page).getByRole('button', { name: 'Reject' }).click()
  await expect(modalFrame.getByRole('alert').filter({ hasText: 'Switch declined' })).toBeVisible()
  await axe.scan('SwitchNetwork/declined')

  // The wallet moves to a network the app did not request: Account says so.
  await setDevWalletMode(page, 'auto-approve')
  await moveDevWalletToUnrequestedChain(page)
  await openView(page, modalFrame, 'Account', 'Account')
  await expect(modalFrame.getByRole('button', { name: /Unsupported network/ })).toBeVisible()
  await axe.scan('Account/unsupported')
  axe.expectNone()
})
