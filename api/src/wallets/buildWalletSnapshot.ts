import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { z } from 'zod'
import { monogramSvg } from './monogramSvg.ts'
import { walletHomepages } from './walletHomepages.ts'
import { walletStores } from './walletStores.ts'

/** One wallet of `@walletconnect/mobile-registry` (MIT): WalletConnect's mobile-linking list. */
const MobileRegistryEntrySchema = z.object({
  name: z.string().min(1),
  color: z.string().optional(),
  /** `https://registry.walletconnect.org/logo/sm/<wallet id>.jpeg`: the Explorer's wallet id. */
  logo: z.string().regex(/\/([0-9a-f]{64})\.[a-z]+$/),
  universalLink: z.string().optional(),
  deepLink: z.string().optional(),
})
const MobileRegistrySchema = z.array(MobileRegistryEntrySchema).min(1)

/**
 * The rdns these wallets announce through EIP-6963 (the package predates EIP-6963), so an
 * extension in the page and its registry entry are one wallet.
 */
const announcedRdns: Record<string, string> = {
  c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96: 'io.metamask',
  '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369': 'me.rainbow',
  '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0': 'com.trustwallet.app',
  // BitKeep, now Bitget Wallet, whose extension announces this.
  '42d72b6b34411dfacdf5364c027979908f971fc60251a817622b7bdb44a03106': 'com.bitget.web3',
  b021913ba555948a1c81eb3d89b372be46f8354e926679de648e4fa2938bed3e: 'coin98.com',
  '20459438007b75f4f4acb98bf29aa3b800550309646d375da5fd4aac6c2a2c66': 'pro.tokenpocket',
}

/** `rainbow:` and `rainbow://` are the same scheme; `argent://app` keeps its path. */
const nativeLink = (deepLink: string | undefined) =>
  deepLink ? (deepLink.endsWith(':') ? `${deepLink}//` : deepLink) : undefined

/**
 * The dev registry: the real wallets of `@walletconnect/mobile-registry` (names, WalletConnect
 * ids, deep and universal links) as one page of WalletConnect's Explorer API, in the package's
 * order, each with a monogram on its brand colour (the package ships no icon licence) and,
 * for the best-known ones, the homepage that offers the app (`walletHomepages`), the rdns they
 * announce and their App Store and Play Store pages (`walletStores`).
 * `registry sync` imports it like any Explorer page. They are EVM wallets listed for mainnet;
 * `devChains` adds local chains (a dev network) to each, so a dev page on them lists them.
 */
export function buildWalletSnapshot(devChains: readonly string[] = []): {
  listings: Record<string, unknown>
  total: number
} {
  const require = createRequire(import.meta.url)
  const entries = MobileRegistrySchema.parse(
    require('@walletconnect/mobile-registry/registry.json'),
  )
  const listings: Record<string, unknown> = {}
  for (const entry of entries) {
    const id = /([0-9a-f]{64})\.[a-z]+$/.exec(entry.logo)![1]!
    const svg = monogramSvg(entry.name, entry.color)
    listings[id] = {
      id,
      name: entry.name,
      homepage: walletHomepages[id] ?? null,
      chains: ['eip155:1', ...devChains],
      rdns: announcedRdns[id] ?? null,
      app: walletStores[id] ?? null,
      image_id: `monogram-${createHash('sha256').update(svg).digest('hex').slice(0, 16)}`,
      image_url: { md: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` },
      mobile: {
        native: nativeLink(entry.deepLink) ?? null,
        universal: entry.universalLink || null,
      },
      desktop: { native: null, universal: null },
    }
  }
  return { listings, total: entries.length }
}
