// The release deployed as docs/deploy.md says (startProductionStack): https on four registrable
// domains, nginx as CDN and load balancer, two api instances on Postgres. The injected wallet's
// journey (connect, sign, send, reload) and the email login (ApproveTransaction, reload) in both
// storage modes a visitor's browser may have, one with the api instance that mailed the code
// killed in the middle. Where storage is blocked, WalletConnect and email sessions last for the
// page, whether or not the visitor allows storage when the browser asks: Chromium then grants
// access but opens only cookies, which hold no secret (docs/decisions/0217).
import { type Browser, chromium, expect, type Page, type Response, test } from '@playwright/test'
import { createPublicClient, type Hex, http, verifyMessage } from 'viem'
import { chromiumLaunchOptions } from '../fixtures/browser/chromium.ts'
import { approveShown } from '../fixtures/emailLogin.ts'
import { connectDevWallet, rpc, waitForConnected } from '../fixtures/pageHelpers.ts'
import { openWalletConnect, scanQr } from '../fixtures/wcTest.ts'
import { answerVerify } from '../fixtures/wcWallet/answerVerify.ts'
import { createWcWallet, type WcWallet } from '../fixtures/wcWallet/createWcWallet.ts'
import { allowStorageWhenAsked, visitTopLevel } from './fixtures/allowStorage.ts'
import { onStoragePage } from './fixtures/onStoragePage.ts'
import { frameStorage, installWallet, loginByEmail, openShop } from './fixtures/shopPage.ts'
import { type ProductionStack, startProductionStack } from './fixtures/startProductionStack.ts'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECIPIENT = '0x000000000000000000000000000000000000dEaD'

let stack: ProductionStack
let browser: Browser

test.beforeAll(async () => {
  test.setTimeout(60_000)
  stack = await startProductionStack()
  const launch = chromiumLaunchOptions()
  browser = await chromium.launch({ ...launch, args: [...launch.args, ...stack.browserArgs] })
})
test.afterAll(async () => {
  await browser?.close()
  await stack?.close()
})

/** Connect the dev wallet, sign, send on anvil, reload: the session comes back. */
async function connectSignSendReload(page: Page) {
  const modalFrame = page.frameLocator('iframe[title="Porthole"]')
  expect(await connectDevWallet(page, modalFrame)).toBe(ACCOUNT_0)
  const signed = await rpc(page, 'personal_sign', ['0x68656c6c6f', ACCOUNT_0])
  expect(
    await verifyMessage({ address: ACCOUNT_0, message: 'hello', signature: signed.result as Hex }),
  ).toBe(true)
  const sent = await rpc(page, 'eth_sendTransaction', [
    { from: ACCOUNT_0, to: RECIPIENT, value: '0x1' },
  ])
  const client = createPublicClient({ transport: http(stack.chainRpcUrl) })
  expect(await client.waitForTransactionReceipt({ hash: sent.result as Hex })).toMatchObject({
    status: 'success',
  })
  await openShop(page, stack) // reload
  expect(await rpc(page, 'eth_accounts')).toEqual({ result: [ACCOUNT_0] })
  expect(await page.evaluate(() => window.modal.getState())).toMatchObject({
    status: 'connected',
    address: ACCOUNT_0,
  })
}

test('default: the frame page comes from the api with the shop in frame-ancestors, its assets from nginx for a year; the loader is pinned by SRI', () =>
  onStoragePage(browser, stack, 'blocked', async (page) => {
    const shell = page.waitForResponse((r) => r.url().startsWith(`${stack.origins.frame}/?`))
    const asset = page.waitForResponse((r) => r.url().startsWith(`${stack.origins.frame}/assets/`))
    await openShop(page, stack)
    const headers = (await shell).headers()
    expect(headers['content-security-policy']).toMatch(
      new RegExp(`script-src 'self';.*; frame-ancestors ${stack.origins.shop}$`),
    )
    expect(headers['cache-control']).toBe('no-cache')
    expect((await asset).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    const loader = await page.evaluate(() => document.scripts[0]?.integrity)
    expect(loader).toBe(stack.loaderIntegrity)
  }))

test("default: nginx sends the release's precompressed files in gzip: both loader stages, the frame's scripts, the vault's", () =>
  onStoragePage(browser, stack, 'blocked', async (page) => {
    const { frame, vault } = stack.origins
    const { loader } = stack.release
    const sent = (url: string) => page.waitForResponse((r) => r.url() === url)
    const firstStage = sent(`${frame}/${loader['porthole.iife.js']!.path}`)
    // The second stage from its version's folder, pinned by the hash in the first (else no ready).
    const secondStage = sent(`${frame}/${loader['porthole-bridge.js']!.path}`)
    // The entry script: the release leaves files under 1 KB (a runtime chunk) uncompressed.
    const script = page.waitForResponse(
      (r) => r.url().startsWith(`${frame}/assets/index-`) && r.url().endsWith('.js'),
    )
    await openShop(page, stack)
    const vaultScript = stack.release.vault.assets.find((asset) => asset.endsWith('.js'))!
    const vaultUrl = `${vault}${stack.release.vault.path}assets/${vaultScript}`
    const vaultSent = sent(vaultUrl)
    await page.evaluate((url) => fetch(url, { mode: 'no-cors' }), vaultUrl)
    for (const response of await Promise.all([firstStage, secondStage, script, vaultSent])) {
      expect.soft(response.headers()['content-encoding'], response.url()).toBe('gzip')
      expect.soft(response.headers().vary, response.url()).toBe('Accept-Encoding')
    }
  }))

for (const [mode, browsers, storage] of [
  ['partitioned', 'Chrome by default', 'available'],
  ['blocked', 'Safari, strict Firefox, incognito', 'blocked'],
] as const)
  test(`default: storage ${mode} (${browsers}): connect, sign, send and a reload restores the session`, () =>
    onStoragePage(browser, stack, mode, async (page) => {
      await installWallet(page, stack)
      await openShop(page, stack)
      expect(await frameStorage(page, stack)).toBe(storage)
      await connectSignSendReload(page)
    }))

/**
 * SIWE after connecting, as dev account `accountIndex` (one per test: a session is found by
 * address): the wallet signs, the api keeps the session, a reload finds it again.
 */
async function signInAndReload(page: Page, accountIndex: number) {
  const siwe = { siweConfig: { statement: 'Sign in to the shop' } }
  await installWallet(page, stack, accountIndex)
  await openShop(page, stack, siwe)
  const modalFrame = page.frameLocator('iframe[title="Porthole"]')
  const address = await connectDevWallet(page, modalFrame)
  const view = modalFrame.getByRole('dialog', { name: 'Sign in' })
  await expect(view).toContainText(`sign in to ${new URL(stack.origins.shop).host}`)
  await view.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect.poll(() => page.evaluate(() => window.modal.getSession()?.pci)).toBeTruthy()
  const session = (await page.evaluate(() => window.modal.getSession()))!
  expect(session).toMatchObject({ address, uri: stack.origins.shop })
  expect(
    await verifyMessage({
      address: address as Hex,
      message: session.message!,
      signature: session.signature as Hex,
    }),
  ).toBe(true)
  await openShop(page, stack, siwe) // reload
  await expect.poll(() => page.evaluate(() => window.modal.getSession()?.pci)).toBe(session.pci)
}

// One dev account per mode: a session is found by address.
for (const [mode, accountIndex] of [
  ['partitioned', 1],
  ['blocked', 2],
] as const)
  test(`default: storage ${mode}: SIWE signs in through the api on its own domain; a reload finds the session`, () =>
    onStoragePage(browser, stack, mode, (page) => signInAndReload(page, accountIndex)))

/**
 * Runs `journey` with a phone wallet (a real sign-client in Node) on the relay, answering what
 * the test says; the wallet closed after.
 */
async function withPhoneWallet(journey: (wallet: WcWallet) => Promise<void>) {
  const wallet = await createWcWallet({
    relayUrl: stack.relayUrl,
    chainIds: [31337],
    rpcUrl: stack.chainRpcUrl,
    mode: 'prompt',
    logLevel: 'silent',
  })
  try {
    await journey(wallet)
  } finally {
    await wallet.close()
  }
}

/** A personal_sign the phone wallet approves; the signature verifies. */
async function signWithPhone(page: Page, wallet: WcWallet) {
  const signed = rpc(page, 'personal_sign', ['0x6869', wallet.address])
  await wallet.approveRequest((await wallet.nextRequest()).id)
  const signature = (await signed).result as Hex
  expect(await verifyMessage({ address: wallet.address, message: 'hi', signature })).toBe(true)
}

/**
 * The shop opened with WalletConnect's verify answered locally; the QR scanned by `wallet`,
 * which sees the shop's verified origin and approves; then a personal_sign it approves.
 * `beforePick` runs on the open shop, before the visitor picks WalletConnect.
 */
async function pairAndSign(page: Page, wallet: WcWallet, beforePick?: () => Promise<unknown>) {
  await answerVerify(page)
  await openShop(page, stack)
  await beforePick?.()
  const modalFrame = page.frameLocator('iframe[title="Porthole"]')
  await openWalletConnect(page, modalFrame)
  await wallet.pair(await scanQr(modalFrame))
  const proposal = await wallet.nextProposal()
  expect(proposal.proposer.name).toBe(`Shop (${stack.origins.shop})`)
  await wallet.approveProposal(proposal.id)
  await waitForConnected(page)
  await signWithPhone(page, wallet)
}

test('default: storage partitioned: WalletConnect through the relay over wss pairs, signs, and a reload restores the session', () =>
  withPhoneWallet((wallet) =>
    onStoragePage(browser, stack, 'partitioned', async (page) => {
      await pairAndSign(page, wallet)
      await openShop(page, stack) // reload
      await waitForConnected(page)
      expect(await rpc(page, 'eth_accounts')).toEqual({ result: [wallet.address] })
    }),
  ))

test("behavior: storage blocked, the visitor allows storage when the browser asks on picking WalletConnect: Chromium grants access but keeps the frame's storage closed, so the session, which pairs and signs, still lasts for the page", () =>
  withPhoneWallet(async (wallet) => {
    // A context of its own: the top-level visit opens a second tab in it.
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await visitTopLevel(page, stack.origins.frame)
      await pairAndSign(page, wallet, async () => {
        expect(await frameStorage(page, stack)).toBe('blocked')
        // Allowed now, after the frame loaded: the frame asks on the pick, not at boot.
        await allowStorageWhenAsked(page, stack, stack.origins.frame)
      })
      // The pick asked and the browser granted; its IndexedDB stays refused (decision 0217).
      await openShop(page, stack) // reload
      expect(await rpc(page, 'eth_accounts')).toEqual({ result: [] })
    } finally {
      await context.close()
    }
  }))

test('behavior: storage blocked, and the visitor does not allow it: WalletConnect pairs and signs; the session lasts for the page, as documented', () =>
  withPhoneWallet((wallet) =>
    onStoragePage(browser, stack, 'blocked', async (page) => {
      await pairAndSign(page, wallet)
      await openShop(page, stack) // reload
      expect(await rpc(page, 'eth_accounts')).toEqual({ result: [] })
    }),
  ))

/** personal_sign of an embedded account, approved in ApproveTransaction; the signature verifies. */
async function signApproved(page: Page, address: Hex) {
  const signing = rpc(page, 'personal_sign', ['0x68656c6c6f', address])
  await approveShown(page.frameLocator('iframe[title="Porthole"]'))
  const signature = (await signing).result as Hex
  expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true)
}

let emails = 0
const freshEmail = () => `buyer${Date.now()}-${++emails}@shop.test`

test('default: storage partitioned: email login through the vault on its own domain, ApproveTransaction signs, a reload restores the session', () =>
  onStoragePage(browser, stack, 'partitioned', async (page) => {
    const vaultPages: Response[] = []
    page.on('response', (response) => {
      if (response.url().startsWith(`${stack.origins.vault}/4/?`)) vaultPages.push(response)
    })
    await openShop(page, stack)
    const frame = page.frameLocator('iframe[title="Porthole"]')
    const address = await loginByEmail(page, frame, stack, freshEmail())
    // The vault page came from the api through nginx, embeddable by the frame and the shop only.
    const vaultHeaders = vaultPages[0]!.headers()
    expect(vaultHeaders['content-security-policy']).toContain(
      `connect-src ${stack.origins.api}; frame-ancestors ${stack.origins.frame} ${stack.origins.shop};`,
    )
    await signApproved(page, address)
    await openShop(page, stack) // reload
    await expect.poll(() => page.evaluate(() => window.modal.getState()?.status)).toBe('connected')
    expect(await rpc(page, 'eth_accounts')).toEqual({ result: [address] })
  }))

test('behavior: storage blocked, and the api instance that mailed the code killed before it is typed: the other one verifies it, ApproveTransaction signs; the session lasts for the page', () =>
  onStoragePage(browser, stack, 'blocked', async (page) => {
    await openShop(page, stack)
    const frame = page.frameLocator('iframe[title="Porthole"]')
    const address = await loginByEmail(page, frame, stack, freshEmail(), async () => {
      const mailer = stack.apis.find((api) => api.served('POST', '/v1/embedded/otp'))
      expect(mailer).toBeDefined()
      await mailer!.kill()
    })
    await signApproved(page, address)
    await openShop(page, stack) // reload
    expect(await rpc(page, 'eth_accounts')).toEqual({ result: [] })
    await page.evaluate(() => window.modal.open())
    await expect(frame.getByRole('button', { name: 'Continue with email' })).toBeVisible()
  }))
