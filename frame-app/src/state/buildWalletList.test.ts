import type { HostWallet } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
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
})
