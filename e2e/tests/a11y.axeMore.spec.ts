// axe-core on the sign-in view (ConnectingSiwe, the view SIWXSignMessage shows too) and on
// Account and Send in Arabic (right to left), light and dark, desktop and phone: 0 violations.
// `npm run screenshots` runs every a11y.axe* spec and saves each scanned state as a screenshot
// under e2e/.artifacts/screenshots/.
import {
  devWalletPrompt,
  openView,
  scan,
  scanBehindPrompt,
  setUp,
  type Violation,
} from '../fixtures/axeScan.ts'
import { dataTest } from '../fixtures/dataTest.ts'
import { connectDevWallet, openWalletPage, setDevWalletMode } from '../fixtures/pageHelpers.ts'
import { chainNetworks, expect, test } from '../fixtures/test.ts'

// Each test sets up its own states: both workers can take them.
test.describe.configure({ mode: 'parallel' })

test('default: no axe violations on the sign-in view (ConnectingSiwe) asking, signing and declined, light and dark, at 1024 and 390 px', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  await setUp(page)
  await openWalletPage(page, stack, chains, {
    networks: chainNetworks(chains),
    // Optional, so a declined signature stays in the view and says why.
    siweConfig: { statement: 'Sign in to the test shop', required: false },
  })
  const violations: Violation[] = []
  await connectDevWallet(page, modalFrame)
  const view = modalFrame.getByRole('dialog', { name: 'Sign In' })
  await expect(view).toContainText('Host test page needs to connect to your wallet')
  violations.push(...(await scan(page, modalFrame, 'ConnectingSiwe')))
  // The wallet asks (its prompt waits): the view says it is signing.
  await setDevWalletMode(page, 'prompt')
  await view.getByRole('button', { name: 'Sign', exact: true }).press('Enter')
  await expect(view.getByRole('button', { name: 'Signing…' })).toBeDisabled()
  violations.push(...(await scanBehindPrompt(page, modalFrame, 'ConnectingSiwe/signing')))
  await devWalletPrompt(page).getByRole('button', { name: 'Reject' }).click()
  await expect(view.getByRole('alert')).toHaveText('Signature declined')
  violations.push(...(await scan(page, modalFrame, 'ConnectingSiwe/declined')))
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([])
})

dataTest(
  'default: no axe violations on Account and Send in Arabic (right to left), light and dark, at 1024 and 390 px',
  async ({ walletPage, modalFrame }) => {
    await setUp(walletPage)
    const violations: Violation[] = []
    await connectDevWallet(walletPage, modalFrame)
    await walletPage.evaluate(() => window.modal.setLocale('ar'))
    await openView(walletPage, modalFrame, 'Account', /./)
    const dialog = modalFrame.getByRole('dialog')
    await expect(dialog).toHaveAttribute('dir', 'rtl')
    await expect(dialog.getByRole('tab', { name: 'الرموز المميزة' })).toBeVisible()
    violations.push(...(await scan(walletPage, modalFrame, 'Account-ar')))
    await openView(walletPage, modalFrame, 'Send', 'إرسال')
    await expect(dialog).toHaveAttribute('dir', 'rtl')
    await expect(dialog.getByText('اختر رمزًا مميزًا')).toBeVisible()
    // Arrows that point along the reading direction point left.
    await expect(dialog.locator('.ph-icon--mirrored').first()).toHaveCSS(
      'transform',
      'matrix(-1, 0, 0, 1, 0, 0)',
    )
    violations.push(...(await scan(walletPage, modalFrame, 'Send-ar')))
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([])
  },
)
