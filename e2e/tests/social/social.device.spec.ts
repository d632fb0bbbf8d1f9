// A social login on a new device (SPEC §4 CONNECT_SOCIAL then CONNECT_DEVICE;
// docs/decisions/0176-a-social-login-on-a-new-device.md and 0162): the account's wallet was set up
// elsewhere, so the login asks for the recovery passkey in the vault's own button, exactly as the
// email login does, and the same address opens here.
//
// As in embedded.device: Chromium's virtual authenticator exports no PRF secret, so the new
// device is the same tab after a reload (the test browser blocks the vault's storage as
// third-party, so the reloaded vault holds no share), with the identity provider's cookies
// cleared, as on a device that never signed in there.
import type { FrameLocator, Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { approveShown, saveRecoveryCode, vaultButton } from '../../fixtures/emailLogin.ts'
import { connectedAddress, expectSignsAs } from '../../fixtures/login/expectSignsAs.ts'
import { passkeyPageTest as test } from '../../fixtures/login/passkeyPageTest.ts'
import {
  authorizeAtDouble,
  freshLogin,
  pickSocial,
  signInAtOidcProvider,
} from '../../fixtures/login/socialLogin.ts'
import { openDevChainPage, rpc, waitForConnected } from '../../fixtures/pageHelpers.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { expect } from '../../fixtures/test.ts'

type Chains = Parameters<typeof openDevChainPage>[2]

// Each test logs in twice, the second time on a page opened afresh.
test.describe.configure({ timeout: 120_000 })

/** Opens the page afresh (a new device for the vault) and signs in with `name` as `login`. */
async function signInOnNewDevice(
  page: Page,
  frame: FrameLocator,
  { stack, chains }: { stack: Stack; chains: Chains },
  name: string,
  signIn: (popup: Page, login: string) => Promise<void>,
  login: string,
) {
  await page.context().clearCookies()
  await openDevChainPage(page, stack, chains)
  expect(await page.evaluate(() => window.modal.getState()?.status)).not.toBe('connected')
  await signIn(await pickSocial(page, frame, name), login)
}

for (const [name, signIn] of [
  ['Google', signInAtOidcProvider],
  ['GitHub', authorizeAtDouble],
] as const) {
  test(`default: ${name} on a device without its share opens the same wallet with the recovery passkey`, async ({
    passkeyPage: page,
    stack,
    chains,
    modalFrame,
  }) => {
    const login = freshLogin('nia')
    await signIn(await pickSocial(page, modalFrame, name), login)
    // The required recovery step: the passkey, in the vault's own button.
    await expect(modalFrame.getByText('Set up recovery for your wallet')).toBeVisible()
    await vaultButton(modalFrame, 'Create passkey').click()
    await waitForConnected(page)
    const [address] = (await rpc(page, 'eth_accounts')).result as Hex[]
    if (!address) throw new Error('no account')

    await signInOnNewDevice(page, modalFrame, { stack, chains }, name, signIn, login)
    await expect(
      modalFrame.getByRole('heading', { name: 'Open your wallet on this device' }),
    ).toBeVisible()
    expect(await page.evaluate(() => window.modal.getState()?.status)).not.toBe('connected')
    await vaultButton(modalFrame, 'Use passkey').click()
    await waitForConnected(page)
    expect((await rpc(page, 'eth_accounts')).result).toEqual([address])
    await page.evaluate(() => window.modal.open({ view: 'Account' }))
    await expect(modalFrame.getByText(new RegExp(`^Connected with ${name} \\(`))).toBeVisible()
    await page.evaluate(() => window.modal.close())

    // The key was rebuilt from the recovery and auth shares and split again: it signs as before.
    const message = `Back with ${name}`
    const signing = rpc(page, 'personal_sign', [
      `0x${Buffer.from(message).toString('hex')}`,
      address,
    ])
    await approveShown(modalFrame)
    const signed = await signing
    expect(await verifyMessage({ address, message, signature: signed.result as Hex })).toBe(true)
  })
}

test('behavior: an account left at the required recovery step (the page reloaded where the vault storage is blocked): the next login makes the wallet anew, asks for the step, and that wallet signs', async ({
  devChainPage: page,
  stack,
  chains,
  modalFrame,
}) => {
  const login = freshLogin('oli')
  await authorizeAtDouble(await pickSocial(page, modalFrame, 'GitHub'), login)
  await expect(modalFrame.getByText('Set up recovery for your wallet')).toBeVisible()

  // The wallet was never confirmed (no recovery method, decision 0041): no share, no dead end.
  await signInOnNewDevice(page, modalFrame, { stack, chains }, 'GitHub', authorizeAtDouble, login)
  await saveRecoveryCode(modalFrame)
  const address = await connectedAddress(page)
  await expectSignsAs(page, modalFrame, address, 'A wallet made anew')
})
