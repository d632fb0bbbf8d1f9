// axe-core on the modal's failure and empty states (the Data API down is a view test's:
// Account.view.test.tsx; OnRamp with nothing connected and a wallet failing the connect need no
// stack: OnRampView.view.test.tsx and ConnectingExternal.view.test.tsx): a new email account's
// empty tabs, ApproveTransaction for typed data and a transaction, and UpdateDeviceKey: 0
// violations, light and dark, desktop and phone, each saved as a screenshot (`npm run
// screenshots` runs every a11y.axe* spec).
import { openView } from '../../fixtures/a11y/axeScan.ts'
import { startAxeScans } from '../../fixtures/a11y/axeScans.ts'
import { axeEmailAccountTest as test } from '../../fixtures/a11y/axeTest.ts'
import { scanApprovalRejected } from '../../fixtures/a11y/scanApprovalRejected.ts'
import { openThirdPartyStorageProfile } from '../../fixtures/browser/thirdPartyStorageProfile.ts'
import { approveShown, fundAccount } from '../../fixtures/emailLogin.ts'
import { outdateDeviceKey } from '../../fixtures/login/outdatedDevice.ts'
import { addVirtualAuthenticator } from '../../fixtures/login/virtualAuthenticator.ts'
import { exampleTypedData } from '../../fixtures/page/onChain/exampleTypedData.ts'
import { rpc } from '../../fixtures/pageHelpers.ts'
import { expect, modalFrameOf } from '../../fixtures/test.ts'

// Each test sets up its own states: both workers can take them.
test.describe.configure({ mode: 'parallel' })
// UpdateDeviceKey's setup moves the api's clock (SPEC §9's 30 s between two codes).
test.afterEach(({ stack }) => stack.apiClock.reset())

test(`default: no axe violations on a new email account's empty tabs and ApproveTransaction for typed data and a transaction, light and dark, at 1024 and 390 px`, async ({
  page,
  modalFrame,
  chains,
  emailAccount: { address },
  axe,
}) => {
  await openView(page, modalFrame, 'Account', /./)
  for (const [tab, text] of [
    ['NFTs', 'No NFTs on this network yet.'],
    ['Activity', 'No activity on this network yet.'],
  ] as const) {
    await modalFrame.getByRole('tab', { name: tab }).press('Enter')
    await expect(modalFrame.getByRole('tabpanel')).toHaveText(text)
    await axe.scan(`Account/${tab}-empty`)
  }
  await page.evaluate(() => window.modal.close())

  const typed = rpc(page, 'eth_signTypedData_v4', [address, JSON.stringify(exampleTypedData)])
  await scanApprovalRejected(
    axe,
    modalFrame,
    typed,
    'Sign typed data',
    'ApproveTransaction/typedData',
  )

  await fundAccount(chains.one.rpcUrl, address)
  const sending = rpc(page, 'eth_sendTransaction', [
    { from: address, to: '0x000000000000000000000000000000000000dEaD', value: '0x2386f26fc10000' },
  ])
  await expect(modalFrame.getByTestId('approve-value')).toHaveText('0.01 ETH')
  await scanApprovalRejected(
    axe,
    modalFrame,
    sending,
    'Send transaction',
    'ApproveTransaction/transaction',
  )
  axe.expectNone()
})

test(`default: no axe violations on UpdateDeviceKey (this device's key out of date), light and dark, at 1024 and 390 px`, async ({
  stack,
  chains,
}) => {
  const profile = await openThirdPartyStorageProfile({ partitioned: true })
  try {
    const { page } = profile
    const frame = modalFrameOf(page)
    const axe = await startAxeScans(page, frame)
    await addVirtualAuthenticator(page)
    const { address } = await outdateDeviceKey(page, frame, stack, chains)
    const refused = rpc(page, 'personal_sign', ['0x68656c6c6f', address])
    await approveShown(frame)
    await expect(frame.getByRole('heading', { name: 'Update this device’s key' })).toBeVisible()
    await axe.scan('UpdateDeviceKey')
    await page.evaluate(() => window.modal.close())
    expect((await refused).code).toBe(4001)
    axe.expectNone()
  } finally {
    await profile.close()
  }
})
