import { type HostWallet, INJECTED_WALLET_UUID } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import type { RegistryWallet } from '../../../api/WalletPageSchema.ts'
import { buildWalletList, type WalletListInput } from './buildWalletList.ts'

const wallet = (name: string, rdns: string): HostWallet => ({
  uuid: `uuid-${name}`,
  name,
  rdns,
  icon: 'data:image/svg+xml,<svg/>',
  namespace: 'eip155',
})
const metaMask = wallet('MetaMask', 'io.metamask')
const rabby = wallet('Rabby Wallet', 'io.rabby')
const browserWallet = wallet('Browser Wallet', '')

const base: WalletListInput = {
  hostWallets: [metaMask, rabby],
  customWallets: [{ id: 'acme', name: 'Acme Wallet', webappLink: 'https://acme.example' }],
  enableWalletConnect: true,
  connectedThroughWalletConnect: false,
  recentIds: [],
  isMobile: false,
}
const names = (input: WalletListInput) => buildWalletList(input).map((item) => item.name)

describe('buildWalletList', () => {
  test('default: SPEC §9 order walletConnect, recent, injected, custom', () => {
    expect(names({ ...base, recentIds: ['io.rabby'] })).toEqual([
      'WalletConnect',
      'Rabby Wallet',
      'MetaMask',
      'Acme Wallet',
    ])
  })

  test('param: namespace keeps that namespace’s host wallets; solana drops the EVM-only kinds', () => {
    const phantom: HostWallet = { ...wallet('Phantom', ''), namespace: 'solana' }
    const input = { ...base, hostWallets: [metaMask, phantom] }
    expect(names({ ...input, namespace: 'solana' })).toEqual(['Phantom'])
    expect(names({ ...input, namespace: 'eip155' })).toEqual([
      'WalletConnect',
      'MetaMask',
      'Acme Wallet',
    ])
  })

  test('behavior: a wallet announced in both namespaces under one name is one row carrying its Solana side', () => {
    const phantomEvm = wallet('Phantom', 'app.phantom')
    const phantomSolana: HostWallet = {
      ...wallet('phantom', ''),
      uuid: 'uuid-ws',
      namespace: 'solana',
    }
    const items = buildWalletList({ ...base, hostWallets: [phantomEvm, metaMask, phantomSolana] })
    expect(items.filter((item) => item.kind === 'host')).toEqual([
      expect.objectContaining({ name: 'Phantom', id: 'uuid-Phantom', companionId: 'uuid-ws' }),
      expect.not.objectContaining({ companionId: expect.anything() }),
    ])
    const solanaOnly = buildWalletList({
      ...base,
      hostWallets: [phantomEvm, phantomSolana],
      namespace: 'solana',
    })
    expect(solanaOnly).toEqual([expect.objectContaining({ id: 'uuid-ws', name: 'phantom' })])
  })

  test('behavior: installed wallets are listed multi-chain first, then announced, then the Browser Wallet (SPEC §3)', () => {
    const onWindow: HostWallet = { ...browserWallet, uuid: INJECTED_WALLET_UUID, icon: '' }
    const phantomEvm = wallet('Phantom', 'app.phantom')
    const phantomSolana: HostWallet = {
      ...wallet('Phantom', ''),
      uuid: 'uuid-ws',
      namespace: 'solana',
    }
    const input = {
      ...base,
      customWallets: [],
      isMobile: true,
      hostWallets: [metaMask, onWindow, phantomEvm, rabby, phantomSolana],
    }
    expect(names(input)).toEqual(['Phantom', 'MetaMask', 'Rabby Wallet', 'Browser Wallet'])
    // A recent wallet keeps its place in the recent group, before the installed ones.
    expect(names({ ...input, recentIds: ['io.rabby'] })).toEqual([
      'Rabby Wallet',
      'Phantom',
      'MetaMask',
      'Browser Wallet',
    ])
  })

  test('behavior: a recent wallet is listed once, marked recent', () => {
    const items = buildWalletList({ ...base, recentIds: ['io.metamask'] })
    expect(items.filter((item) => item.name === 'MetaMask')).toEqual([
      expect.objectContaining({ kind: 'host', recent: true }),
    ])
  })

  test('param: connectorTypeOrder overrides the order; missing types follow in default order', () => {
    expect(names({ ...base, connectorTypeOrder: ['custom', 'injected'] })).toEqual([
      'Acme Wallet',
      'MetaMask',
      'Rabby Wallet',
      'WalletConnect',
    ])
  })

  test('param: excludeWalletIds hides by rdns', () => {
    expect(names({ ...base, excludeWalletIds: ['io.metamask'] })).not.toContain('MetaMask')
  })

  test('param: excludeWalletIds hides by case-insensitive name, custom wallets too', () => {
    const result = names({ ...base, excludeWalletIds: ['rabby WALLET', 'ACME wallet'] })
    expect(result).toEqual(['WalletConnect', 'MetaMask'])
  })

  test('param: walletConnect shows only when enabled', () => {
    expect(names({ ...base, enableWalletConnect: false })).not.toContain('WalletConnect')
  })

  test('behavior: on a phone there is no WalletConnect QR row; the wallets stay, by their links', () => {
    expect(names({ ...base, isMobile: true })).toEqual(['MetaMask', 'Rabby Wallet', 'Acme Wallet'])
  })

  test('behavior: walletConnect hides when already connected through it', () => {
    expect(names({ ...base, connectedThroughWalletConnect: true })).not.toContain('WalletConnect')
  })

  test('behavior: the generic Browser Wallet is hidden on desktop', () => {
    expect(names({ ...base, hostWallets: [browserWallet, metaMask] })).not.toContain(
      'Browser Wallet',
    )
  })

  test('behavior: on mobile the Browser Wallet shows when another wallet is installed', () => {
    expect(names({ ...base, isMobile: true, hostWallets: [browserWallet, metaMask] })).toContain(
      'Browser Wallet',
    )
  })

  test('behavior: on mobile the Browser Wallet shows when it has an rdns', () => {
    const withRdns = { ...browserWallet, rdns: 'com.example.browser' }
    expect(names({ ...base, isMobile: true, hostWallets: [withRdns] })).toContain('Browser Wallet')
  })

  test('behavior: on mobile the Browser Wallet without rdns and no installed wallet is hidden', () => {
    expect(names({ ...base, isMobile: true, hostWallets: [browserWallet] })).not.toContain(
      'Browser Wallet',
    )
  })

  test('behavior: on mobile the wallet only on the page’s window.ethereum is the installed Browser Wallet', () => {
    const onWindow: HostWallet = { ...browserWallet, uuid: INJECTED_WALLET_UUID, icon: '' }
    const items = buildWalletList({ ...base, isMobile: true, hostWallets: [onWindow] })
    expect(items).toContainEqual(
      expect.objectContaining({ kind: 'host', id: INJECTED_WALLET_UUID, name: 'Browser Wallet' }),
    )
    expect(names({ ...base, hostWallets: [onWindow] })).not.toContain('Browser Wallet')
  })

  describe('registry wallets', () => {
    const entry = (name: string): RegistryWallet => ({
      id: `id-${name}`,
      name,
      rdns: `example.${name.toLowerCase()}`,
      imageUrl: `https://api.example/${name}.svg`,
    })
    const registry = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'].map(entry)
    const lone: WalletListInput = { ...base, hostWallets: [], customWallets: [], registry }

    test('default: with no other wallet, 4 recommended wallets from the first page', () => {
      expect(names(lone)).toEqual(['WalletConnect', 'Alpha', 'Bravo', 'Charlie', 'Delta'])
      expect(buildWalletList(lone)[1]).toMatchObject({ kind: 'registry', group: 'recommended' })
    })

    test('behavior: recommended wallets only fill the list up to 4 wallet rows', () => {
      expect(names({ ...base, registry })).toEqual([
        'WalletConnect',
        'MetaMask',
        'Rabby Wallet',
        'Acme Wallet',
        'Alpha',
      ])
      const more = [
        { id: 'x', name: 'Xeno' },
        { id: 'y', name: 'Yoyo' },
      ]
      expect(names({ ...base, registry, customWallets: more })).not.toContain('Alpha')
    })

    test('param: featured wallets in the configured order, never recommended again', () => {
      const items = names({ ...lone, featuredWalletIds: ['id-Echo', 'id-Bravo', 'id-missing'] })
      expect(items).toEqual(['WalletConnect', 'Echo', 'Bravo', 'Alpha', 'Charlie'])
    })

    test('behavior: a wallet announced in the page (same rdns) or excluded is not recommended', () => {
      const announced = wallet('Alpha Extension', 'example.alpha')
      const items = names({
        ...lone,
        hostWallets: [announced],
        excludeWalletIds: ['Bravo'],
      })
      expect(items).toEqual(['WalletConnect', 'Alpha Extension', 'Charlie', 'Delta', 'Echo'])
    })

    test('param: connectorTypeOrder puts recommended first', () => {
      const items = buildWalletList({ ...lone, connectorTypeOrder: ['recommended'] })
      expect(items.map((item) => item.name)).toEqual([
        'Alpha',
        'Bravo',
        'Charlie',
        'Delta',
        'WalletConnect',
      ])
    })

    test('behavior: a registry wallet used through WalletConnect is recent, listed once', () => {
      const items = buildWalletList({
        ...lone,
        recentIds: ['id-Charlie'],
        recentWallets: [entry('Charlie')],
      })
      expect(items.map((item) => item.name)).toEqual([
        'WalletConnect',
        'Charlie',
        'Alpha',
        'Bravo',
        'Delta',
      ])
      expect(items[1]).toMatchObject({ kind: 'registry', group: 'recent' })
    })
  })
  test('default: Coinbase Wallet is one EXTERNAL row, after custom wallets (SPEC §9 order)', () => {
    const items = buildWalletList({ ...base, enableCoinbase: true })
    expect(items.map((item) => item.name)).toEqual([
      'WalletConnect',
      'MetaMask',
      'Rabby Wallet',
      'Acme Wallet',
      'Coinbase Wallet',
    ])
    expect(items.at(-1)).toEqual({
      kind: 'coinbase',
      id: 'coinbaseWalletSDK',
      name: 'Coinbase Wallet',
    })
    expect(names({ ...base, enableCoinbase: true, namespace: 'solana' })).toEqual([])
  })

  test('param: Coinbase Wallet is hidden when turned off, excluded, or its extension is announced', () => {
    const shows = (input: Partial<WalletListInput>) =>
      buildWalletList({ ...base, enableCoinbase: true, ...input }).some(
        (item) => item.kind === 'coinbase',
      )
    expect(shows({})).toBe(true)
    expect(shows({ enableCoinbase: false })).toBe(false)
    expect(shows({ excludeWalletIds: ['coinbaseWalletSDK'] })).toBe(false)
    expect(shows({ excludeWalletIds: ['com.coinbase.wallet'] })).toBe(false)
    expect(shows({ hostWallets: [wallet('Coinbase Wallet', 'com.coinbase.wallet')] })).toBe(false)
  })
})
