// A new device (SPEC §4 CONNECT_DEVICE; docs/decisions/0162-new-device-recovery.md): after the
// email code, an account whose wallet was set up elsewhere is asked for its recovery passkey in the
// vault's own button; the vault opens the recovery share with the passkey's PRF output, rebuilds
// the key, splits it again and keeps a new device share.
//
// Chromium's virtual authenticator exports no PRF secret (CDP WebAuthn.getCredentials has no
// field for it), so a passkey moved to another browser context signs but gives no PRF output.
// The recovery itself therefore runs in the same tab, with the same authenticator, after a
// reload: the test browser blocks the vault's storage as third-party, so the reloaded vault
// holds no share of the account, exactly as a new device. The moved passkey is tested too, in a
// fresh context, for the clear state it ends in.
import type { Browser, Page } from '@playwright/test'
import {
  codeFrom,
  freshEmail,
  loginByEmail,
  mailCount,
  vaultButton,
} from '../../fixtures/emailLogin.ts'
import { emailCodeAgain } from '../../fixtures/login/emailCodeAgain.ts'
import { expectSignsAs } from '../../fixtures/login/expectSignsAs.ts'
import { passkeyPageTest as test } from '../../fixtures/login/passkeyPageTest.ts'
import { addVirtualAuthenticator } from '../../fixtures/login/virtualAuthenticator.ts'
import { openDevChainPage, rpc, waitForConnected } from '../../fixtures/pageHelpers.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { expect } from '../../fixtures/test.ts'

/** The panel's error line (an alert; the dialog's live region repeats it). */
const statusLine = (frame: ReturnType<Page['frameLocator']>, text: string | RegExp) =>
  frame.getByRole('alert').filter({ hasText: text })

// Each test logs in on several devices.
test.describe.configure({ timeout: 180_000 })
// The api's clock is moved on past the resend wait instead of waiting it out.
test.afterEach(({ stack }) => stack.apiClock.reset())

test('default: on a device without its share, the account opens with its recovery passkey (after one refused assertion) and signs as the same address', async ({
  passkeyPage: page,
  authenticator,
  stack,
  chains,
  modalFrame,
  passkeyAccount: { email, address },
}) => {
  let sent = Date.now()

  // The reloaded vault holds nothing of the account (its storage is blocked here): a new device.
  await openDevChainPage(page, stack, chains)
  expect(await page.evaluate(() => window.modal.getState()?.status)).not.toBe('connected')
  await emailCodeAgain(page, stack, email, sent)
  sent = Date.now()
  await expect(
    modalFrame.getByRole('heading', { name: 'Open your wallet on this device' }),
  ).toBeVisible()
  await expect(
    modalFrame.getByText('This wallet was set up on another device. Use the passkey'),
  ).toBeVisible()

  // An assertion the api refuses: said in words, nothing opened, and "Use passkey" asks again.
  await authenticator.signBogus(true)
  await vaultButton(modalFrame, 'Use passkey').click()
  await expect(statusLine(modalFrame, 'The passkey could not be used. Try again.')).toBeVisible()
  expect(await page.evaluate(() => window.modal.getState()?.status)).not.toBe('connected')
  await authenticator.signBogus(false)
  await modalFrame.getByRole('button', { name: 'Use passkey' }).click()
  await vaultButton(modalFrame, 'Use passkey').click()
  await waitForConnected(page)
  expect((await rpc(page, 'eth_accounts')).result).toEqual([address])

  // The key was rebuilt from the recovery and auth shares and split again: it signs as before.
  await expectSignsAs(page, modalFrame, address, 'From the new device')

  // The recovery share was sealed anew: the next new device opens the wallet the same way.
  await openDevChainPage(page, stack, chains)
  await emailCodeAgain(page, stack, email, sent)
  await vaultButton(modalFrame, 'Use passkey').click()
  await waitForConnected(page)
  expect((await rpc(page, 'eth_accounts')).result).toEqual([address])
})

/** A page in a fresh browser context: no storage, no authenticator of the first page. */
async function freshDevice(
  browser: Browser,
  stack: Stack,
  chains: Parameters<typeof openDevChainPage>[2],
) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await openDevChainPage(page, stack, chains)
  return { context, page }
}

test('error: an account made before recovery was required, on a new device, says where the wallet opens; a passkey moved without its PRF secret is refused clearly', async ({
  passkeyPage: page,
  authenticator: first,
  browser,
  stack,
  chains,
  modalFrame,
}) => {
  // An account made before a recovery method was required (decision 0040): its wallet is
  // confirmed but has none, and the reload where the vault storage is blocked took its share.
  const withoutPasskey = freshEmail()
  await loginByEmail(page, modalFrame, stack, withoutPasskey)
  const sent = Date.now()
  await stack.dropRecoveryMethods(withoutPasskey)
  await openDevChainPage(page, stack, chains)
  const withPasskey = freshEmail()
  await loginByEmail(page, modalFrame, stack, withPasskey, { passkey: 'create' })
  const [credential] = await first.credentials()
  if (!credential) throw new Error('no passkey was created')

  const device = await freshDevice(browser, stack, chains)
  try {
    const frame = await emailCodeAgain(device.page, stack, withoutPasskey, sent)
    await expect(
      statusLine(
        frame,
        'This account has no recovery method (a passkey or a recovery code), so its wallet opens only in the browser where it was set up.',
      ),
    ).toBeVisible()
    expect(await device.page.evaluate(() => window.modal.getState()?.status)).not.toBe('connected')

    // The same passkey in this context's authenticator (CDP), but Chromium moves no PRF secret.
    const moved = await addVirtualAuthenticator(device.page)
    await moved.addCredential(credential)
    await frame.getByRole('button', { name: 'Use another email' }).click()
    await frame.getByLabel('Email').fill(withPasskey)
    const before = mailCount(stack, withPasskey)
    await frame.getByRole('button', { name: 'Continue' }).click()
    await frame.getByLabel('Code').fill(await codeFrom(stack, withPasskey, before))
    await vaultButton(frame, 'Use passkey').click()
    await expect(statusLine(frame, 'This passkey cannot protect a wallet.')).toBeVisible()
    expect(await device.page.evaluate(() => window.modal.getState()?.status)).not.toBe('connected')
  } finally {
    await device.context.close()
  }
})
