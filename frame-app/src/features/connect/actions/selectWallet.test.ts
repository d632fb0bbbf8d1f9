import type { HostWallet } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { createTestFrameApp, testHostItem, testWallet } from '#test/createTestFrameApp.ts'
import { selectWallet } from './selectWallet.ts'

const registryWallet = {
  id: 'w1',
  name: 'Rainbow',
  imageUrl: 'img/w1',
  homepage: 'https://rainbow.me',
}
const tile = (hostWallet?: HostWallet) => ({
  kind: 'registry' as const,
  id: 'w1',
  name: 'Rainbow',
  imageUrl: 'https://api.example/img/w1',
  wallet: registryWallet,
  ...(hostWallet ? { hostWallet } : {}),
})
const desktop = { isMobile: false, walletConnect: null }

describe('selectWallet', () => {
  test('default: a host-page wallet connects behind ConnectingExternal', async () => {
    const { app } = await createTestFrameApp({ walletAnswer: () => new Promise(() => {}) })
    app.actions.open()
    selectWallet(app, { wallet: testHostItem, ...desktop })
    expect(app.getSnapshot()).toMatchObject({ view: 'ConnectingExternal', status: 'connecting' })
  })

  test('behavior: an AllWallets tile of a wallet announced in the page connects it like Connect', async () => {
    const { app } = await createTestFrameApp({ walletAnswer: () => new Promise(() => {}) })
    app.actions.open()
    selectWallet(app, { wallet: tile(testWallet), ...desktop })
    expect(app.connection.getSnapshot().context.pending?.name).toBe('Dev Wallet')
  })

  test('behavior: a wallet already connected becomes current and Account shows', async () => {
    const { app } = await createTestFrameApp({ connected: true })
    app.actions.push('Connect')
    selectWallet(app, { wallet: testHostItem, ...desktop })
    expect(app.getSnapshot()).toMatchObject({ view: 'Account', status: 'connected' })
  })

  test('param: a registry tile pairs over WalletConnect with its api-resolved image', async () => {
    const { app } = await createTestFrameApp()
    app.actions.open()
    selectWallet(app, { wallet: tile(), ...desktop })
    expect(app.viewStack.getSnapshot().context.history.at(-1)).toEqual({
      view: 'ConnectingWalletConnectBasic',
      params: { wallet: { ...registryWallet, imageUrl: 'https://api.example/img/w1' } },
    })
  })

  test('param: the WalletConnect row pairs with any wallet', async () => {
    const { app } = await createTestFrameApp()
    app.actions.open()
    selectWallet(app, {
      wallet: { kind: 'walletConnect', id: 'walletConnect', name: 'WalletConnect' },
      ...desktop,
    })
    expect(app.viewStack.getSnapshot().context.history.at(-1)?.params).toEqual({ wallet: null })
  })

  test('param: a custom wallet on desktop opens its web app in a new tab', async () => {
    const { app, payloads } = await createTestFrameApp()
    const wallet = { id: 'c1', name: 'Custom', webappLink: 'https://custom.example/app' }
    selectWallet(app, { wallet: { kind: 'custom', id: 'c1', name: 'Custom', wallet }, ...desktop })
    expect(payloads.at(-1)).toEqual({
      name: 'OPEN_URL',
      payload: { url: 'https://custom.example/app', target: 'blank' },
    })
  })

  test('param: on a phone a registry wallet with a mobile link opens it with the pairing URI', async () => {
    const { app } = await createTestFrameApp()
    const opened: [string, string][] = []
    const walletConnect = {
      openWallet: (wallet: { id: string }, link: string) => void opened.push([wallet.id, link]),
    } as unknown as Parameters<typeof selectWallet>[1]['walletConnect']
    const wallet = { ...tile(), wallet: { ...registryWallet, mobileLink: 'rainbow://' } }
    selectWallet(app, { wallet, isMobile: true, walletConnect })
    expect(opened).toEqual([['w1', 'rainbow://']])
  })
})
