import { describe, expect, test, vi } from 'vitest'
import { waitFor } from 'xstate'
import { createFakeSignClient } from '#test/createFakeSignClient.ts'
import { createTestFrameApp } from '#test/createTestFrameApp.ts'
import { testMemoryStorage } from '#test/testMemoryStorage.ts'
import type { SignClientLike, WcSession } from '../../connectors/walletConnect/loadSignClient.ts'
import { currentEntry } from '../modal/index.ts'
import { pairWith } from './actions/pairWith.ts'
import { createWalletConnect } from './createWalletConnect.ts'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const rainbow = { id: 'rainbow', name: 'Rainbow', imageUrl: null }
const trust = { id: 'trust', name: 'Trust Wallet', imageUrl: null }

/** A session on Base, a network the test dapp (Ethereum, Polygon) did not request. */
const onBase: WcSession = {
  topic: 'topic-base',
  expiry: Math.floor(Date.now() / 1000) + 3600,
  namespaces: {
    eip155: {
      accounts: ['eip155:8453:0x1111111111111111111111111111111111111111'],
      chains: ['eip155:8453'],
      methods: ['personal_sign'],
    },
  },
  peer: { metadata: { name: 'Phone Wallet' } },
}

/**
 * WalletConnect in a phone's frame on the fake sign-client, Connect open (so a pairing is made
 * ahead); `release` lets a held sign-client load. `links()` are the wallet links the host was
 * asked to open. `frameStorage` and `stored` (the sign-client's sessions) make a reload.
 */
async function openOnPhone(
  userAgent: string,
  {
    held = false,
    frameStorage = null,
    stored = [],
  }: {
    held?: boolean
    frameStorage?: ReturnType<typeof testMemoryStorage> | null
    stored?: WcSession[]
  } = {},
) {
  const { app, payloads } = await createTestFrameApp()
  const fake = createFakeSignClient(stored)
  let release = () => {}
  const loaded = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()
  const report = vi.fn()
  const walletConnect = createWalletConnect({
    app,
    relayUrl: 'ws://relay.test',
    projectId: 'demo',
    callHost: app.callHost,
    frameStorage,
    document: {},
    userAgent,
    report,
    loadClient: () => loaded.then(() => fake.client as unknown as SignClientLike),
  })
  app.actions.open()
  const links = () =>
    payloads.filter((p) => p.name === 'OPEN_URL').map((p) => (p.payload as { url: string }).url)
  const uriReady = () => waitFor(walletConnect.state, (s) => s.context.wcUri !== null)
  const view = () => currentEntry(app.viewStack.getSnapshot().context)?.view
  return { app, walletConnect, fake, release, links, uriReady, report, view }
}

describe('createWalletConnect: wallet links on a phone', () => {
  test('behavior: on iOS Safari a second tap hands over the same pending pairing', async () => {
    const { walletConnect, links, uriReady, fake, report } = await openOnPhone(IPHONE_SAFARI)
    await uriReady()
    walletConnect.openWallet(rainbow, 'rainbow://')
    walletConnect.openWallet(trust, 'trust://')
    expect(links()).toEqual([
      `rainbow://wc?uri=${encodeURIComponent('wc:pairing-1@2?relay-protocol=irn')}`,
      `trust://wc?uri=${encodeURIComponent('wc:pairing-1@2?relay-protocol=irn')}`,
    ])
    expect(fake.client.connect).toHaveBeenCalledTimes(1)
    expect(report).not.toHaveBeenCalled()
  })

  test('behavior: on Android a second tap makes a new pairing and opens the wallet once its URI arrives', async () => {
    const { walletConnect, links, uriReady, fake } = await openOnPhone(ANDROID_CHROME)
    await uriReady()
    walletConnect.openWallet(trust, 'trust://')
    walletConnect.openWallet(rainbow, 'rainbow://')
    expect(links()).toHaveLength(1)
    await vi.waitFor(() => expect(links()).toHaveLength(2))
    expect(links()[1]).toBe(
      `rainbow://wc?uri=${encodeURIComponent('wc:pairing-2@2?relay-protocol=irn')}`,
    )
    expect(fake.client.connect).toHaveBeenCalledTimes(2)
  })

  test('behavior: a tap before the prepared URI is ready opens the wallet when it arrives, on one pairing', async () => {
    const { walletConnect, links, release, fake, view } = await openOnPhone(IPHONE_SAFARI, {
      held: true,
    })
    walletConnect.openWallet(rainbow, 'rainbow://')
    expect(links()).toEqual([])
    release()
    await vi.waitFor(() => expect(links()).toHaveLength(1))
    expect(links()[0]).toMatch(/^rainbow:\/\/wc\?uri=wc%3Apairing-1%402/)
    expect(fake.client.connect).toHaveBeenCalledTimes(1)
    // Still on Connect: a QR code is not what a phone needs.
    expect(view()).toBe('Connect')
  })
})

describe('createWalletConnect: the pairing made ahead on a desktop', () => {
  test('behavior: Connect makes the pairing before the pick, and the QR view shows that URI', async () => {
    const { app, walletConnect, uriReady, fake, report, view } = await openOnPhone(DESKTOP_CHROME)
    expect(view()).toBe('Connect')
    await uriReady()
    expect(walletConnect.state.getSnapshot().context.wcShown).toBe(false)
    pairWith(app, { wallet: null })
    await vi.waitFor(() => expect(walletConnect.state.getSnapshot().context.wcShown).toBe(true))
    expect(walletConnect.state.getSnapshot().context.wcUri).toBe(
      'wc:pairing-1@2?relay-protocol=irn',
    )
    expect(fake.client.connect).toHaveBeenCalledTimes(1)
    expect(report).not.toHaveBeenCalled()
  })
})

describe('createWalletConnect: UnsupportedChain and the basic QR view (SPEC §2)', () => {
  const connected = (app: Awaited<ReturnType<typeof openOnPhone>>['app']) =>
    waitFor(app.connection, (snapshot) => snapshot.matches('connected'))

  test('behavior: a session paired in the QR view stays exempt after a reload', async () => {
    const frameStorage = testMemoryStorage()
    const first = await openOnPhone(DESKTOP_CHROME, { frameStorage })
    await first.uriReady()
    pairWith(first.app, { wallet: null })
    first.fake.proposals[0]?.resolve(onBase)
    await connected(first.app)
    expect(first.app.unsupportedChain.needed()).toBe(false)

    const reloaded = await openOnPhone(DESKTOP_CHROME, { frameStorage, stored: [onBase] })
    await connected(reloaded.app)
    expect(reloaded.app.connection.getSnapshot().context.current?.caipNetworkId).toBe('eip155:8453')
    expect(reloaded.walletConnect.state.getSnapshot().context.wcBasic).toBe(true)
    expect(reloaded.app.unsupportedChain.needed()).toBe(false)
  })

  test('behavior: a session opened by a wallet link is asked to switch, before and after a reload', async () => {
    const frameStorage = testMemoryStorage()
    const first = await openOnPhone(IPHONE_SAFARI, { frameStorage })
    await first.uriReady()
    first.walletConnect.openWallet(rainbow, 'rainbow://')
    first.fake.proposals[0]?.resolve(onBase)
    await connected(first.app)
    expect(first.app.unsupportedChain.needed()).toBe(true)

    const reloaded = await openOnPhone(IPHONE_SAFARI, { frameStorage, stored: [onBase] })
    await connected(reloaded.app)
    expect(reloaded.app.unsupportedChain.needed()).toBe(true)
  })
})
