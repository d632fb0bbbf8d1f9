import { openableUrl } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { buildWalletSnapshot } from './buildWalletSnapshot.ts'
import { ExplorerListingSchema } from './sync/ExplorerPageSchema.ts'

describe('buildWalletSnapshot', () => {
  const snapshot = buildWalletSnapshot()
  const listings = Object.values(snapshot.listings).map((l) => ExplorerListingSchema.parse(l))

  test('default: real wallets keyed by their WalletConnect ids, in the package’s order', () => {
    expect(snapshot.total).toBe(37)
    expect(listings.slice(0, 4).map((l) => l.name)).toEqual([
      'Rainbow',
      'Trust Wallet',
      'Argent',
      'MetaMask',
    ])
    expect(listings.find((l) => l.name === 'MetaMask')).toMatchObject({
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      rdns: 'io.metamask',
      homepage: 'https://metamask.io',
      mobile: { native: 'metamask://', universal: 'https://metamask.app.link' },
    })
    expect(JSON.stringify(snapshot)).not.toMatch(/\.example\b/)
  })

  test('behavior: every wallet has a monogram and a link the frame can open with a pairing URI', () => {
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=00'
    for (const listing of listings) {
      const svg = Buffer.from(listing.image_url!.md!.split(',')[1]!, 'base64').toString()
      expect(svg).toMatch(/^<svg [^>]*>.*<text [^>]*>[A-Z0-9]{1,2}<\/text><\/svg>$/)
      // What the frame builds (buildWalletLink) and the host's allow-list lets through.
      const link = listing.mobile?.universal
        ? `${listing.mobile.universal.replace(/\/?$/, '/')}wc?uri=${encodeURIComponent(uri)}`
        : `${listing.mobile?.native}wc?uri=${encodeURIComponent(uri)}`
      expect(openableUrl(link), link).toBe(link)
    }
    expect(listings.filter((l) => !l.mobile?.native && !l.mobile?.universal)).toEqual([])
  })

  test('behavior: the best-known wallets carry the homepage that offers the app', () => {
    const withHomepage = listings.filter((l) => l.homepage)
    expect(withHomepage.map((l) => l.name)).toEqual(
      expect.arrayContaining(['Rainbow', 'Trust Wallet']),
    )
    expect(withHomepage.length).toBe(14)
    for (const listing of withHomepage)
      expect(listing.homepage).toMatch(/^https:\/\/[a-z0-9.-]+(\/|$)/)
  })

  test('behavior: the best-known wallets carry the rdns they announce and their store pages', () => {
    const byName = new Map(listings.map((l) => [l.name, l]))
    expect(Object.fromEntries(listings.filter((l) => l.rdns).map((l) => [l.name, l.rdns]))).toEqual(
      {
        MetaMask: 'io.metamask',
        Rainbow: 'me.rainbow',
        'Trust Wallet': 'com.trustwallet.app',
        BitKeep: 'com.bitget.web3',
        Coin98: 'coin98.com',
        TokenPocket: 'pro.tokenpocket',
      },
    )
    expect(byName.get('MetaMask')?.app).toEqual({
      ios: 'https://apps.apple.com/app/id1438144202',
      android: 'https://play.google.com/store/apps/details?id=io.metamask',
    })
    const withStores = listings.filter((l) => l.app)
    expect(withStores.map((l) => l.name).sort()).toEqual(
      ['Argent', 'Coin98', 'Ledger Live', 'MetaMask', 'Rainbow', 'Trust Wallet', 'imToken'].sort(),
    )
    for (const { app } of withStores) {
      expect(app?.ios).toMatch(/^https:\/\/apps\.apple\.com\/app\/id\d{9,10}$/)
      expect(app?.android).toMatch(
        /^https:\/\/play\.google\.com\/store\/apps\/details\?id=[a-z][\w]*(\.[\w]+)+$/,
      )
    }
  })

  test('param: dev chains are added to every wallet beside mainnet', () => {
    const withDev = Object.values(buildWalletSnapshot(['eip155:31337']).listings).map((l) =>
      ExplorerListingSchema.parse(l),
    )
    expect(listings.every((l) => l.chains.join() === 'eip155:1')).toBe(true)
    expect(withDev.every((l) => l.chains.join() === 'eip155:1,eip155:31337')).toBe(true)
  })
})
