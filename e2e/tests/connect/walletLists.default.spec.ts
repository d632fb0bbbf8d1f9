// The Connect view's registry wallets (SPEC §9: featured wallets, 4 recommended ones that only
// fill the list, connector-type order) and the same recommended wallets atop AllWallets; a
// registry wallet that is not in the page pairs over WalletConnect and becomes recent.
import type { FrameLocator, Page } from '@playwright/test'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { devWalletInitScript } from '../../fixtures/devWallet/devWalletInitScript.ts'
import { devNetwork } from '../../fixtures/networks.ts'
import { addDevWallet, recordEvents, recordedEvents } from '../../fixtures/pageHelpers.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { type DevChains, expect, openHostPage, walletChains } from '../../fixtures/test.ts'
import { scanQr, wcTest as test } from '../../fixtures/wcTest.ts'

declare global {
  interface Window {
    /** Each snapshot's `connector`, as `subscribeState` reported it. */
    connectors: unknown[]
  }
}

type RegistryWallet = { id: string; name: string; rdns: string; imageId: string | null }

/**
 * The host page on mainnet, which keeps the whole registry under the chain filter, and on the
 * dev chain at `rpcUrl`, which carries sessions; `config` adds to createModal's.
 */
function openRegistryHost(
  page: Page,
  stack: Stack,
  config: Record<string, unknown> = {},
  rpcUrl = 'http://127.0.0.1:9',
) {
  const networks = [
    devNetwork(31337, rpcUrl, 'Anvil'),
    { ...devNetwork(1, 'http://127.0.0.1:9', 'Ethereum'), testnet: false },
  ]
  return openHostPage(page, stack, { networks, ...config })
}

/** An extension in the page that the registry also lists (the dev wallet under its name). */
async function addListedExtension(page: Page, chains: DevChains, name: string, rdns: string) {
  await page.addInitScript(
    await devWalletInitScript({
      mode: 'auto-approve',
      chains: walletChains(chains),
      identity: { name, rdns },
    }),
  )
}

async function registry(stack: Stack, query: string): Promise<RegistryWallet[]> {
  const response = await fetch(`${stack.apiUrl}/v1/wallets?projectId=demo&${query}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: RegistryWallet[] }).data
}

/** The names of Connect's wallet rows, in order (All wallets last). */
async function connectRows(page: Page, frame: FrameLocator): Promise<string[]> {
  await page.evaluate(() => window.modal.open())
  const list = frame.getByRole('region', { name: 'Wallets' })
  await expect(list.locator('.ph-connect__skeleton')).toHaveCount(0)
  return list
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))
}

async function allWalletsTiles(frame: FrameLocator, count: number): Promise<string[]> {
  await clickWhenArmed(frame.getByRole('button', { name: 'All wallets' }))
  const tiles = frame.locator('[data-wallet-tile]')
  await expect(tiles).toHaveCount(40)
  return (
    await tiles.evaluateAll((all) => all.map((tile) => tile.getAttribute('aria-label') ?? ''))
  ).slice(0, count)
}

test('default: with no wallet in the page, Connect lists Coinbase Wallet (external) and the registry’s first 3 to make 4; AllWallets starts with the first 4', async ({
  page,
  stack,
  modalFrame,
}) => {
  await openRegistryHost(page, stack)
  const wallets = await registry(stack, 'entries=4&chains=eip155:31337,eip155:1')
  const first = wallets.map((w) => w.name)
  expect(await connectRows(page, modalFrame)).toEqual([
    'WalletConnect',
    'Coinbase Wallet',
    ...first.slice(0, 3),
    'All wallets',
  ])
  expect(await allWalletsTiles(modalFrame, 4)).toEqual(first)

  // A tile opens WalletConnect for that wallet, titled by its name, its image (resolved
  // against the api) in the QR code's centre.
  await modalFrame.locator('[data-wallet-tile]').first().click()
  const view = modalFrame.getByRole('dialog', { name: first[0] ?? '' })
  await expect(view.getByTestId('qr-logo').locator('img')).toHaveAttribute(
    'src',
    new RegExp(`^${stack.apiUrl}/v1/wallets/${wallets[0]?.id}/image\\?`),
  )
})

test('default: the seeded registry is real wallets; featured and excluded name them by rdns', async ({
  page,
  stack,
  modalFrame,
}) => {
  await openRegistryHost(page, stack, {
    featuredWalletIds: ['io.metamask'],
    excludeWalletIds: ['me.rainbow'],
  })
  expect(await connectRows(page, modalFrame)).toEqual([
    'WalletConnect',
    'MetaMask',
    'Coinbase Wallet',
    'Trust Wallet',
    'Argent',
    'All wallets',
  ])
  // The api serves each real wallet's stored image (a monogram on its brand colour).
  const [metamask] = await registry(stack, 'include=io.metamask')
  const image = await fetch(`${stack.apiUrl}/v1/wallets/${metamask?.id}/image?projectId=demo`)
  expect(image.headers.get('content-type')).toBe('image/svg+xml')
  expect(await image.text()).toContain('>MM</text>')
})

test('behavior: a registry wallet the visitor lacks offers its homepage, App Store and Google Play pages', async ({
  page,
  stack,
  modalFrame,
}) => {
  // The store pages are not reached from the test machine: a blank page stands in.
  await page
    .context()
    .route(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>store</title>' }),
    )
  await openRegistryHost(page, stack)
  await connectRows(page, modalFrame)
  await modalFrame
    .getByRole('region', { name: 'Wallets' })
    .getByRole('button', { name: 'Trust Wallet', exact: true })
    .click()
  const view = modalFrame.getByRole('dialog', { name: 'Trust Wallet' })
  await expect(view.getByRole('button', { name: 'Get Trust Wallet', exact: true })).toBeVisible()
  for (const [name, url] of [
    ['Trust Wallet on the App Store', 'https://apps.apple.com/app/id1288339409'],
    [
      'Trust Wallet on Google Play',
      'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
    ],
  ] as const) {
    const popup = page.waitForEvent('popup')
    await view.getByRole('button', { name }).click()
    const opened = await popup
    expect(opened.url()).toBe(url)
    await opened.close()
  }
})

test('param: featured wallets in order; recommended ones fill the rest, never repeating an announced wallet', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  const top = await registry(stack, 'entries=6')
  const featured = await registry(stack, 'entries=2&page=200')
  const [announced, ...rest] = top
  if (!announced || featured.length < 2) throw new Error('the seeded registry is too small')
  // An extension in the page that is also in the registry (same rdns).
  await addListedExtension(page, chains, 'Installed Extension', announced.rdns)
  await openRegistryHost(page, stack, {
    featuredWalletIds: [featured[1]?.id, featured[0]?.id],
  })
  expect(await connectRows(page, modalFrame)).toEqual([
    'WalletConnect',
    'Installed Extension',
    featured[1]?.name,
    featured[0]?.name,
    'Coinbase Wallet',
    'All wallets',
  ])
  expect(await allWalletsTiles(modalFrame, 6)).toEqual([
    ...rest.slice(0, 4).map((w) => w.name),
    featured[1]?.name,
    featured[0]?.name,
  ])
})

test('behavior: a registry wallet connected from the page reaches the host as SPEC §3 connector with its explorerId and imageId', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  const listed = (await registry(stack, 'entries=40')).find((wallet) => wallet.rdns)
  if (!listed?.imageId) throw new Error('the seeded registry has no wallet with an rdns and image')
  // The registry wallet's extension in the page (same rdns), e.g. MetaMask.
  await addListedExtension(page, chains, listed.name, listed.rdns)
  await openRegistryHost(page, stack, {}, chains.one.rpcUrl)
  await page.evaluate(() => {
    window.connectors = []
    window.modal.subscribeState((state) => window.connectors.push(state.connector ?? null))
  })
  await connectRows(page, modalFrame)
  await modalFrame.getByRole('button', { name: listed.name }).click()
  const connector = {
    type: 'ANNOUNCED',
    rdns: listed.rdns,
    explorerId: listed.id,
    imageId: listed.imageId,
  }
  await expect
    .poll(() => page.evaluate(() => window.modal.getState()?.connector))
    .toMatchObject(connector)
  expect(await page.evaluate(() => window.connectors.at(-1))).toMatchObject(connector)
})

test('param: connectorTypeOrder puts recommended wallets first', async ({
  page,
  stack,
  modalFrame,
}) => {
  await openRegistryHost(page, stack, {
    features: { connectorTypeOrder: ['recommended', 'walletConnect'] },
  })
  const rows = await connectRows(page, modalFrame)
  expect(rows.slice(3)).toEqual(['WalletConnect', 'Coinbase Wallet', 'All wallets'])
})

test('error: the registry failing leaves Connect working, without recommended wallets', async ({
  page,
  stack,
  chains,
  modalFrame,
}) => {
  await page.route(/\/v1\/wallets\?/, (route) => route.fulfill({ status: 500, body: '{}' }))
  await addDevWallet(page, chains)
  await openRegistryHost(page, stack, {}, chains.one.rpcUrl)
  expect(await connectRows(page, modalFrame)).toEqual([
    'WalletConnect',
    'Dev Wallet',
    'Coinbase Wallet',
    'All wallets',
  ])
  await modalFrame.getByRole('button', { name: 'Dev Wallet' }).click()
  await expect.poll(() => page.evaluate(() => window.modal.getState()?.status)).toBe('connected')
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
})

test('behavior: a recommended wallet pairs over WalletConnect under its name and icon, then is recent', async ({
  page,
  stack,
  chains,
  modalFrame,
  phoneWallet: wallet,
  verify: _verify,
}) => {
  await openRegistryHost(page, stack, {}, chains.one.rpcUrl)
  await recordEvents(page)
  const [target] = await registry(stack, 'entries=1&chains=eip155:31337,eip155:1')
  if (!target) throw new Error('the seeded registry is empty')
  await connectRows(page, modalFrame)
  await modalFrame.getByRole('button', { name: target.name, exact: true }).click()

  const view = modalFrame.getByRole('dialog', { name: target.name })
  await expect(view.getByRole('heading', { name: target.name, exact: true })).toBeVisible()
  await expect(
    view.getByText(`Open ${target.name} on your phone and scan this code.`),
  ).toBeVisible()
  await expect(view.getByTestId('qr-logo').locator('img')).toHaveAttribute(
    'src',
    new RegExp(`/v1/wallets/${target.id}/image`),
  )
  await wallet.pair(await scanQr(modalFrame))
  await wallet.approveProposal((await wallet.nextProposal()).id)
  await expect
    .poll(() => recordedEvents(page))
    .toContainEqual(['accountsChanged', [wallet.address]])

  // Connected through it: the modal closes; Account's Add wallet lists it as recent.
  await expect(modalFrame.getByRole('dialog')).toHaveCount(0)
  await page.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await modalFrame.getByRole('button', { name: 'Add wallet' }).click()
  const row = modalFrame.getByRole('button', { name: target.name, exact: true })
  await expect(row).toHaveAccessibleDescription('Recent')
  // WalletConnect is in use, so the recent wallet leads the list.
  const list = modalFrame.getByRole('region', { name: 'Wallets' })
  await expect(list.getByRole('button').first()).toHaveAccessibleName(target.name)
})
