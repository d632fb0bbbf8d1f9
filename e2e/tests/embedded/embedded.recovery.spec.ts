// Nobody loses an embedded wallet (docs/decisions/0040): every login of an account without a
// recovery method sets one up before the modal connects; here, the recovery code. Each
// journey ends, somewhere the vault holds no share of the account, in the same address and a
// signature: a second browser context, a reload where the vault's storage is blocked (the test
// browser's default), a Google login, and storage cleared in a browser that keeps it.
// A page reloaded at the step (decision 0041: the wallet is confirmed only with its method, so
// the next login resumes or makes it anew) and Account's banner for an account made before
// recovery was required end the same way.
// The passkey journeys (same tab after a reload; a moved passkey, which Chromium's virtual
// authenticator cannot give a PRF secret) are in embedded.device.spec.ts and
// social.device.spec.ts.
import { createHash, randomBytes } from 'node:crypto'
import type { Browser, FrameLocator, Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import {
  approveShown,
  codeFrom,
  enterRecoveryCode,
  freshEmail,
  mailCount,
  saveRecoveryCode,
  startEmailLogin,
} from '../../fixtures/emailLogin.ts'
import { freshLogin, pickSocial, signInAtOidcProvider } from '../../fixtures/login/socialLogin.ts'
import { openDevChainPage, rpc, waitForConnected } from '../../fixtures/pageHelpers.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { expect, test } from '../../fixtures/test.ts'

type Chains = Parameters<typeof openDevChainPage>[2]

/** SPEC §9: 30 s between two codes sent to one email, on the api's clock. */
const RESEND_MS = 30_500

test.afterEach(({ stack }) => stack.apiClock.reset())

const frameOf = (page: Page) => page.frameLocator('iframe[title="Porthole"]')

/** The email login on `page` up to the code accepted (the api's clock past the resend wait). */
async function emailCode(page: Page, stack: Stack, email: string) {
  stack.apiClock.advance(RESEND_MS)
  const frame = frameOf(page)
  const before = mailCount(stack, email)
  await startEmailLogin(page, frame, email)
  await frame.getByLabel('Code').fill(await codeFrom(stack, email, before))
  return frame
}

/** The email login on `page` again, opened with the saved recovery `code`, until connected. */
async function emailAndRecoveryCode(page: Page, stack: Stack, email: string, code: string) {
  await enterRecoveryCode(await emailCode(page, stack, email), code)
  await waitForConnected(page)
}

/** Logs in by email, saves the recovery code; resolves with the address and the code. */
async function emailWithCode(page: Page, stack: Stack, email: string) {
  const frame = await emailCode(page, stack, email)
  const code = await saveRecoveryCode(frame)
  await waitForConnected(page)
  const [address] = (await rpc(page, 'eth_accounts')).result as Hex[]
  if (!address) throw new Error('no account')
  return { address, code }
}

/** The account on `page` is `address` and signs a message as it. */
async function expectSigns(page: Page, frame: FrameLocator, address: Hex) {
  expect((await rpc(page, 'eth_accounts')).result).toEqual([address])
  const message = 'Opened with my recovery code'
  const signing = rpc(page, 'personal_sign', [`0x${Buffer.from(message).toString('hex')}`, address])
  await approveShown(frame)
  const signed = await signing
  expect(await verifyMessage({ address, message, signature: signed.result as Hex })).toBe(true)
}

/** A page in a fresh browser context: no storage and no cookies of the first page. */
async function secondBrowser(browser: Browser, stack: Stack, chains: Chains) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await openDevChainPage(page, stack, chains)
  return { context, page }
}

/** A well-formed recovery code (its checksum right) that opens no wallet. */
function anotherCode() {
  const secret = randomBytes(18)
  const bytes = Buffer.concat([secret, createHash('sha256').update(secret).digest().subarray(0, 2)])
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
  const bits = [...bytes].map((byte) => byte.toString(2).padStart(8, '0')).join('')
  const chars = bits.match(/.{5}/g)?.map((five) => alphabet[Number.parseInt(five, 2)]) ?? []
  return chars.join('').match(/.{4}/g)?.join('-') ?? ''
}

test('default: email, then a second browser: the recovery code opens the same wallet (a typo and another code are said in words)', async ({
  page,
  browser,
  stack,
  chains,
}) => {
  test.setTimeout(180_000)
  await openDevChainPage(page, stack, chains)
  const email = freshEmail()
  const { address, code } = await emailWithCode(page, stack, email)

  const second = await secondBrowser(browser, stack, chains)
  try {
    const frame = await emailCode(second.page, stack, email)
    await expect(frame.getByText('Open your wallet on this device')).toBeVisible()
    await expect(frame.getByText('Enter the recovery code you saved')).toBeVisible()
    await frame
      .getByLabel('Recovery code')
      .fill(`${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`)
    await frame.getByRole('button', { name: 'Open wallet' }).click()
    await expect(
      frame.getByRole('alert').filter({ hasText: 'This is not a recovery code' }),
    ).toBeVisible()
    await frame.getByLabel('Recovery code').fill(anotherCode())
    await frame.getByRole('button', { name: 'Open wallet' }).click()
    await expect(
      frame.getByRole('alert').filter({ hasText: 'This recovery code does not open this wallet' }),
    ).toBeVisible()
    expect(await second.page.evaluate(() => window.modal.getState()?.status)).not.toBe('connected')
    // As saved, in lower case and with spaces: still the code.
    await frame.getByLabel('Recovery code').fill(code.toLowerCase().replace(/-/g, ' '))
    await frame.getByRole('button', { name: 'Open wallet' }).click()
    await waitForConnected(second.page)
    await expectSigns(second.page, frame, address)
  } finally {
    await second.context.close()
  }
})

test('behavior: email where the vault storage is blocked, then a reload: the recovery code opens the same wallet, again after the next reload', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  test.setTimeout(180_000)
  await openDevChainPage(page, stack, chains)
  const email = freshEmail()
  const { address, code } = await emailWithCode(page, stack, email)
  for (let reload = 0; reload < 2; reload++) {
    await openDevChainPage(page, stack, chains)
    expect(await page.evaluate(() => window.modal.getState()?.status)).not.toBe('connected')
    await emailAndRecoveryCode(page, stack, email, code)
  }
  await expectSigns(page, modalFrame, address)
})

test('behavior: Google, then a second browser: the recovery step is required, and the code opens the same wallet', async ({
  page,
  browser,
  stack,
  chains,
  modalFrame,
}) => {
  test.setTimeout(180_000)
  await openDevChainPage(page, stack, chains)
  const login = freshLogin('rae')
  await signInAtOidcProvider(await pickSocial(page, modalFrame, 'Google'), login)
  const code = await saveRecoveryCode(modalFrame)
  await waitForConnected(page)
  const [address] = (await rpc(page, 'eth_accounts')).result as Hex[]
  if (!address) throw new Error('no account')

  const second = await secondBrowser(browser, stack, chains)
  try {
    const frame = frameOf(second.page)
    await signInAtOidcProvider(await pickSocial(second.page, frame, 'Google'), login)
    await enterRecoveryCode(frame, code)
    await waitForConnected(second.page)
    await expectSigns(second.page, frame, address)
  } finally {
    await second.context.close()
  }
})

test('behavior: email in a browser that keeps the vault storage, the storage cleared, then a login: the recovery code opens the same wallet', async ({
  storagePage: page,
  stack,
  chains,
}) => {
  test.setTimeout(180_000)
  await openDevChainPage(page, stack, chains)
  const email = freshEmail()
  const { address, code } = await emailWithCode(page, stack, email)

  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(stack.vaultUrl).origin,
    storageTypes: 'all',
  })
  await openDevChainPage(page, stack, chains)
  expect(await page.evaluate(() => window.modal.getState()?.status)).not.toBe('connected')
  await emailAndRecoveryCode(page, stack, email, code)
  await expectSigns(page, frameOf(page), address)
})

test('behavior: a page reloaded at the required recovery step, in a browser that keeps the vault storage: the next login asks for the step again and connects once a code is saved', async ({
  storagePage: page,
  stack,
  chains,
}) => {
  test.setTimeout(180_000)
  await openDevChainPage(page, stack, chains)
  const email = freshEmail()
  const frame = await emailCode(page, stack, email)
  await expect(frame.getByText('Set up recovery for your wallet')).toBeVisible()
  await openDevChainPage(page, stack, chains)
  expect(await page.evaluate(() => window.modal.getState()?.status)).not.toBe('connected')
  await emailCode(page, stack, email)
  await saveRecoveryCode(frame)
  await waitForConnected(page)
  const [address] = (await rpc(page, 'eth_accounts')).result as Hex[]
  if (!address) throw new Error('no account')
  await expectSigns(page, frame, address)
})

test('behavior: a page reloaded at the required recovery step where the vault storage is blocked: the next login makes the wallet anew, and its code opens it after the next reload', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  test.setTimeout(180_000)
  await openDevChainPage(page, stack, chains)
  const email = freshEmail()
  await emailCode(page, stack, email)
  await expect(modalFrame.getByText('Set up recovery for your wallet')).toBeVisible()
  // The reload takes the only share of a wallet that has no recovery method yet: it was
  // never confirmed (docs/decisions/0041), so the next login does not end in "cannot open".
  await openDevChainPage(page, stack, chains)
  expect(await page.evaluate(() => window.modal.getState()?.status)).not.toBe('connected')
  const { address, code } = await emailWithCode(page, stack, email)
  expect(await stack.embeddedAccount(email)).toMatchObject({ wallets: 1 })
  await expectSigns(page, modalFrame, address)

  await openDevChainPage(page, stack, chains)
  await emailAndRecoveryCode(page, stack, email, code)
  await expectSigns(page, modalFrame, address)
})

test('behavior: an account made before recovery was required, on the device that has its share: Account shows the banner and the row says there is no method; a code set up there opens the wallet in a second browser', async ({
  storagePage: page,
  browser,
  stack,
  chains,
}) => {
  test.setTimeout(180_000)
  await openDevChainPage(page, stack, chains)
  const email = freshEmail()
  const { address } = await emailWithCode(page, stack, email)
  await stack.dropRecoveryMethods(email)
  // The next visit: the session is restored from the vault's storage, without a method.
  await openDevChainPage(page, stack, chains)
  await waitForConnected(page)
  const frame = frameOf(page)
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  const banner = frame.getByRole('status').filter({ hasText: 'no recovery method yet' })
  await expect(banner).toBeVisible()
  await expect(frame.getByRole('button', { name: 'No recovery method: set one up' })).toBeVisible()
  await banner.getByRole('button', { name: 'Set up recovery' }).click()
  const code = await saveRecoveryCode(frame)
  await expect(frame.getByText(/^Protected by a recovery code since /)).toBeVisible()
  await expect(banner).toBeHidden()
  await expect(frame.getByRole('button', { name: 'Recovery: recovery code' })).toBeVisible()
  expect(await stack.embeddedAccount(email)).toMatchObject({ wallets: 1, passkeys: 0 })

  const second = await secondBrowser(browser, stack, chains)
  try {
    const other = await emailCode(second.page, stack, email)
    await enterRecoveryCode(other, code)
    await waitForConnected(second.page)
    await expectSigns(second.page, other, address)
  } finally {
    await second.context.close()
  }
})
