// The release deployed as docs/deploy.md says (startProductionStack): https on four registrable
// domains, nginx as CDN and load balancer, two api instances on Postgres. The injected wallet's
// journey (connect, sign, send, reload) in both storage modes a visitor's browser may have, and
// with one api instance killed in the middle.
import { type Browser, chromium, expect, type Page, test } from '@playwright/test'
import { createPublicClient, type Hex, http, verifyMessage } from 'viem'
import { chromiumLaunchOptions } from '../fixtures/chromium.ts'
import { devWalletInitScript } from '../fixtures/devWallet/devWalletInitScript.ts'
import { devNetwork } from '../fixtures/networks.ts'
import { connectDevWallet, rpc } from '../fixtures/pageHelpers.ts'
import { openThirdPartyStorageProfile } from '../fixtures/thirdPartyStorageProfile.ts'
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

/** The shop's page loaded (its loader pinned by SRI) with a ready modal on the https chain. */
async function openShop(page: Page) {
  await page.goto(`${stack.origins.shop}/`)
  await page.evaluate(
    async ({ frameUrl, network }) => {
      // biome-ignore lint/suspicious/noExplicitAny: the page's globals, as a host script sees them
      const w = window as any
      w.modal = w.Porthole.createModal({
        projectId: 'shop',
        frameUrl,
        metadata: { name: 'Shop', url: location.origin },
        networks: [network],
      })
      await w.modal.ready
    },
    {
      frameUrl: `${stack.origins.frame}/`,
      network: devNetwork(31337, stack.origins.chain, 'Anvil'),
    },
  )
}

/** Whether the frame's own storage works in this browser: the two modes under test. */
function frameStorage(page: Page) {
  const frame = page.frames().find((f) => f.url().startsWith(`${stack.origins.frame}/`))
  if (!frame) throw new Error('no frame on the page')
  return frame.evaluate(() => {
    try {
      localStorage.setItem('porthole-probe', '1')
      return 'available'
    } catch {
      return 'blocked'
    }
  })
}

async function installWallet(page: Page) {
  await page.addInitScript(
    await devWalletInitScript({
      mode: 'auto-approve',
      chains: [{ chainId: 31337, rpcUrl: stack.origins.chain, name: 'Anvil' }],
    }),
  )
}

/** Connect the dev wallet, sign, send on anvil, reload: the session comes back. */
async function connectSignSendReload(page: Page, between?: () => Promise<void>) {
  const modalFrame = page.frameLocator('iframe[title="Porthole"]')
  expect(await connectDevWallet(page, modalFrame)).toBe(ACCOUNT_0)
  await between?.()
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
  await openShop(page) // reload
  expect(await rpc(page, 'eth_accounts')).toEqual({ result: [ACCOUNT_0] })
  expect(await page.evaluate(() => window.modal.getState())).toMatchObject({
    status: 'connected',
    address: ACCOUNT_0,
  })
}

test('default: the frame page comes from the api with the shop in frame-ancestors, its assets from nginx for a year; the loader is pinned by SRI', async () => {
  const page = await browser.newPage()
  try {
    const shell = page.waitForResponse((r) => r.url().startsWith(`${stack.origins.frame}/?`))
    const asset = page.waitForResponse((r) => r.url().startsWith(`${stack.origins.frame}/assets/`))
    await openShop(page)
    const headers = (await shell).headers()
    expect(headers['content-security-policy']).toMatch(
      new RegExp(`script-src 'self';.*; frame-ancestors ${stack.origins.shop}$`),
    )
    expect(headers['cache-control']).toBe('no-cache')
    expect((await asset).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    const loader = await page.evaluate(() => document.scripts[0]?.integrity)
    expect(loader).toBe(stack.loaderIntegrity)
  } finally {
    await page.close()
  }
})

test('default: storage partitioned (Chrome by default): connect, sign, send and a reload restores the session', async () => {
  const profile = await openThirdPartyStorageProfile({ partitioned: true, args: stack.browserArgs })
  try {
    await installWallet(profile.page)
    await openShop(profile.page)
    expect(await frameStorage(profile.page)).toBe('available')
    await connectSignSendReload(profile.page)
  } finally {
    await profile.close()
  }
})

test('default: storage blocked (Safari, strict Firefox, incognito): connect, sign, send and a reload restores the session', async () => {
  const page = await browser.newPage()
  try {
    await installWallet(page)
    await openShop(page)
    expect(await frameStorage(page)).toBe('blocked')
    await connectSignSendReload(page)
  } finally {
    await page.close()
  }
})

test('behavior: one api instance killed mid-journey: the other serves the rest and the session comes back', async () => {
  const page = await browser.newPage()
  try {
    await installWallet(page)
    await openShop(page)
    await connectSignSendReload(page, () => stack.apis[0]!.kill())
  } finally {
    await page.close()
  }
})
