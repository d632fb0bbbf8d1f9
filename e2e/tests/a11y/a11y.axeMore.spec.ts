// axe-core on the sign-in view (ConnectingSiwe, the view SIWXSignMessage shows too), light and
// dark, desktop and phone: 0 violations.
// `npm run screenshots` runs every a11y.axe* spec and saves each scanned state as a screenshot
// under e2e/.artifacts/screenshots/.
import { devWalletPrompt } from '../../fixtures/a11y/axeScan.ts'
import { axeTest as test } from '../../fixtures/a11y/axeTest.ts'
import { connectDevWallet, setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { expect } from '../../fixtures/test.ts'

// Each test sets up its own states: both workers can take them.
test.describe.configure({ mode: 'parallel' })
// Optional, so a declined signature stays in the view and says why.
test.use({ hostConfig: { siweConfig: { statement: 'Sign in to the test shop', required: false } } })

test('default: no axe violations on the sign-in view (ConnectingSiwe) asking, signing and declined, light and dark, at 1024 and 390 px', async ({
  walletPage: page,
  modalFrame,
  axe,
}) => {
  await connectDevWallet(page, modalFrame)
  const view = modalFrame.getByRole('dialog', { name: 'Sign in' })
  await expect(view).toContainText('Host test page needs to connect to your wallet')
  await axe.scan('ConnectingSiwe')
  // The wallet asks (its prompt waits): the view says it is signing.
  await setDevWalletMode(page, 'prompt')
  await view.getByRole('button', { name: 'Sign', exact: true }).press('Enter')
  await expect(view.getByRole('button', { name: 'Signing…' })).toBeDisabled()
  await axe.scanBehindPrompt('ConnectingSiwe/signing')
  await devWalletPrompt(page).getByRole('button', { name: 'Reject' }).click()
  await expect(view.getByRole('alert')).toHaveText('Signature declined')
  await axe.scan('ConnectingSiwe/declined')
  axe.expectNone()
})
