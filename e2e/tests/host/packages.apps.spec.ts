// The npm packages as a host developer uses them: `npm pack` tarballs installed into a Vite +
// React app (e2e/apps/vite-react), built with `vite build` and served as static files, against
// the real frame with the dev wallet. index.html uses @porthole/react's hooks (on React 19, and
// on React 18 under /react18/), with `?app=wagmi` wagmi 3 with @porthole/wagmi's connector, with
// `?app=readme` README.md's example as written; wagmi2.html the connector under @wagmi/core 2;
// solana.html @porthole/host-sdk/solana with the dev Solana wallet.
import { createPublicKey, verify } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FrameLocator, Page } from '@playwright/test'
import { PublicKey } from '@solana/web3.js'
import { type ChainSnapshot, snapshotChain } from '../../fixtures/devChain/snapshotChain.ts'
import { addDevSolanaWallet } from '../../fixtures/devSolanaWallet/addDevSolanaWallet.ts'
import { buildPackagedApp, routesOf } from '../../fixtures/packagedApps/buildPackagedApp.ts'
import { expectAppRoundTrip } from '../../fixtures/packagedApps/expectAppRoundTrip.ts'
import { addDevWallet } from '../../fixtures/pageHelpers.ts'
import {
  createStaticServer,
  type StaticRoute,
  type StaticServer,
} from '../../fixtures/servers/createStaticServer.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { type DevChains, expect, test } from '../../fixtures/test.ts'

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** The dev frame URL the README example is written with (`npm start`'s frame). */
const README_FRAME_URL = 'http://127.0.0.1:5174'
let dist: string
let server: StaticServer

// biome-ignore lint/correctness/noEmptyPattern: Playwright hooks take their fixtures first
test.beforeAll(async ({}, testInfo) => {
  // A first install on a machine fetches the app's dependencies (about 30 s); later runs reuse them.
  testInfo.setTimeout(300_000)
  const app = await buildPackagedApp('vite-react')
  console.log(
    `packaged app: npm pack ${app.seconds.pack} s, npm install ${app.seconds.install} s, vite build ${app.seconds.build} s`,
  )
  dist = join(app.dir, 'dist')
  const routes = await routesOf(dist)
  // The hooks page on React 18, built with base /react18/.
  const react18 = Object.fromEntries(
    Object.entries(await routesOf(join(app.dir, 'dist-react18'))).map(([path, file]) => [
      `/react18${path}`,
      file,
    ]),
  )
  server = await createStaticServer({
    host: 'localhost',
    routes: {
      ...routes,
      '/': routes['/index.html']!,
      ...react18,
      '/react18/': react18['/react18/index.html']!,
    },
  })
})
test.afterAll(async () => {
  await server?.close()
})

// Each test's transactions on chain one are taken back after it: other specs read that chain.
let chain: ChainSnapshot
test.beforeEach(async ({ page, chains }) => {
  chain = await snapshotChain(chains.one.rpcUrl)
  await addDevWallet(page, chains)
})
test.afterEach(() => chain.revert())

/** The built app's page (and which of its apps, `?app=`), pointed at this run's frame and chains. */
const appUrl = (path: string, stack: Stack, chains: DevChains, app?: string) =>
  `${server.url}/${path}?${new URLSearchParams({
    ...(app ? { app } : {}),
    frameUrl: stack.frameUrl,
    rpc31337: chains.one.rpcUrl,
    rpc31338: chains.two.rpcUrl,
  })}`

/**
 * A wagmi app at `url`, disconnected at first, connected with the dev wallet picked in the
 * modal that its `connect` button opens.
 */
async function connectWagmiApp(page: Page, modalFrame: FrameLocator, url: string, connect: string) {
  await page.goto(url)
  await expect(page.getByText('Status: disconnected')).toBeVisible()
  await page.getByRole('button', { name: connect }).click()
  await modalFrame.getByRole('button', { name: /Dev Wallet/ }).click()
  await expect(page.getByText('Status: connected')).toBeVisible()
}

for (const { react, path } of [
  { react: '19.3.1', path: '' },
  { react: '18.3.1', path: 'react18/' },
])
  test(`default: the React hooks app on React ${react} connects the dev wallet, signs, sends, switches network and restores after a reload`, async ({
    page,
    modalFrame,
    stack,
    chains,
  }) => {
    await page.goto(appUrl(path, stack, chains))
    await expect(page.getByText(`React: ${react}`)).toBeVisible()
    await expect(page.getByText('Account: not connected')).toBeVisible()
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await expect(page.getByText('Modal: open')).toBeVisible()
    await modalFrame.getByRole('button', { name: /Dev Wallet/ }).click()
    await expectAppRoundTrip(page, chains, { message: 'hello from hooks', label: 'Network' })
    await expect(page.getByText('Modal: closed')).toBeVisible()
  })

test('default: the wagmi app connects through the connector, signs, sends, sends calls (wallet_sendCalls), switches chain and reconnects after a reload', async ({
  page,
  modalFrame,
  stack,
  chains,
}) => {
  await connectWagmiApp(
    page,
    modalFrame,
    appUrl('', stack, chains, 'wagmi'),
    'Connect with Porthole',
  )
  await expect(page.getByText('Connector: Porthole')).toBeVisible()
  // wallet_getCapabilities went through the connector to the dev wallet.
  await expect(page.getByText('Capabilities: answered')).toBeVisible()

  // wagmi's reconnect asks the connector (not the dev wallet's own EIP-6963 connector).
  await expectAppRoundTrip(page, chains, {
    message: 'hello from wagmi',
    label: 'Chain',
    // wallet_sendCalls goes through the connector to the frame; the dev wallet has no
    // EIP-5792, so the modal sends the call as a transaction: wagmi's useSendCalls gets the
    // batch id.
    beforeSwitch: async () => {
      await page.getByRole('button', { name: 'Send calls' }).click()
      await expect(page.getByText(/^Calls: 0x[0-9a-f]{64}$/)).toBeVisible()
    },
  })
  await expect(page.getByText('Status: connected')).toBeVisible()
  await expect(page.getByText('Connector: Porthole')).toBeVisible()
})

test('default: under @wagmi/core 2 the connector connects, signs, sends, switches chain and reconnects after a reload', async ({
  page,
  modalFrame,
  stack,
  chains,
}) => {
  await connectWagmiApp(page, modalFrame, appUrl('wagmi2.html', stack, chains), 'Connect')
  await expectAppRoundTrip(page, chains, {
    message: 'hello from wagmi 2',
    label: 'Chain',
    shown: `Account: ${account0} via Porthole`,
  })
})

test('default: @porthole/host-sdk/solana registers Porthole for Wallet Standard from npm: it connects the dev Solana wallet and signs', async ({
  page,
  modalFrame,
  stack,
  solana,
}) => {
  const signer = solana.accounts[4]!
  await addDevSolanaWallet(page, solana, 4)
  // The add-on comes from the app's bundle: the frame origin's copy is never asked for.
  const fetched: string[] = []
  await page.route('**/porthole-solana.js', (route) => {
    fetched.push(route.request().url())
    return route.abort()
  })
  await page.goto(
    `${server.url}/solana.html?${new URLSearchParams({
      frameUrl: stack.frameUrl,
      solanaRpc: solana.rpcUrl,
      solanaChain: solana.caipNetworkId,
    })}`,
  )
  await expect(page.getByText('Wallets: Dev Solana Wallet, Porthole')).toBeVisible()
  const walletPrompt = page.getByRole('dialog', { name: /Dev Solana Wallet/ })
  await page.getByRole('button', { name: 'Connect Porthole' }).click()
  await modalFrame.getByRole('button', { name: /Dev Solana Wallet/ }).click()
  await walletPrompt.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText(`Solana account: ${signer.address}`)).toBeVisible()

  await page.getByRole('button', { name: 'Sign message' }).click()
  await walletPrompt.getByRole('button', { name: 'Approve' }).click()
  const signed = page.getByText(/^Solana signature: [0-9a-f]{128}$/)
  await expect(signed).toBeVisible()
  const signature = Buffer.from((await signed.textContent())!.split(' ')[2]!, 'hex')
  const key = createPublicKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      x: Buffer.from(new PublicKey(signer.address).toBytes()).toString('base64url'),
    },
    format: 'jwk',
  })
  expect(verify(null, Buffer.from('hello from npm'), key, signature)).toBe(true)
  expect(fetched).toEqual([])
})

test("default: README's Install in your app example, built as written, connects the dev wallet", async ({
  page,
  modalFrame,
  stack,
}) => {
  // Served with this run's frame in place of npm start's, the one change to the built code.
  const routes: Record<string, StaticRoute> = {}
  for (const [path, file] of Object.entries(await routesOf(dist))) {
    const text = await readFile(file, 'utf8')
    routes[path] = path.endsWith('.js')
      ? { body: text.replaceAll(README_FRAME_URL, stack.frameUrl), type: 'text/javascript' }
      : file
  }
  const readmeServer = await createStaticServer({ host: 'localhost', routes })
  try {
    await page.goto(`${readmeServer.url}/index.html?app=readme`)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await modalFrame.getByRole('button', { name: /Dev Wallet/ }).click()
    await expect(page.getByRole('button', { name: account0 })).toBeVisible()
  } finally {
    await readmeServer.close()
  }
})
