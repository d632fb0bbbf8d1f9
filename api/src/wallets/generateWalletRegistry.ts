import { createHash } from 'node:crypto'
import type { WalletRegistry } from './WalletRegistrySchema.ts'

const first = [
  'Amber',
  'Arc',
  'Aurora',
  'Beacon',
  'Birch',
  'Bolt',
  'Cedar',
  'Cinder',
  'Cobalt',
  'Comet',
  'Coral',
  'Crest',
  'Delta',
  'Drift',
  'Ember',
  'Fable',
  'Fern',
  'Flint',
  'Forge',
  'Frost',
  'Glade',
  'Granite',
  'Harbor',
  'Haven',
  'Helix',
  'Indigo',
  'Iris',
  'Jade',
  'Juniper',
  'Kestrel',
  'Lantern',
  'Lark',
  'Lumen',
  'Maple',
  'Meadow',
  'Mesa',
  'Nimbus',
  'Nova',
  'Oak',
  'Onyx',
  'Orbit',
  'Pebble',
  'Pine',
  'Prism',
  'Quartz',
  'Quill',
  'Raven',
  'Ripple',
  'Sable',
  'Sage',
  'Sierra',
  'Slate',
  'Sparrow',
  'Summit',
  'Tide',
  'Timber',
  'Topaz',
  'Tundra',
  'Vale',
  'Willow',
]
const second = [
  'Wallet',
  'Vault',
  'Keys',
  'Pay',
  'Safe',
  'Pocket',
  'Purse',
  'Ledger',
  'Pass',
  'Link',
]
const chainPool = [
  'eip155:1',
  'eip155:10',
  'eip155:137',
  'eip155:8453',
  'eip155:42161',
  'eip155:31337',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000019d6689c085ae165831e93',
]

/** mulberry32: a tiny seeded generator, so the registry is the same on every machine. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

function walletSvg(name: string, hue: number): string {
  const initials = name
    .split(' ')
    .map((word) => word[0])
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 40%)"/></linearGradient></defs><rect width="96" height="96" rx="24" fill="url(#g)"/><text x="48" y="58" font-family="Inter, sans-serif" font-size="32" font-weight="600" fill="#fff" text-anchor="middle">${initials}</text></svg>`
}

/**
 * A plausible, made-up registry of `count` wallets (at most 600 distinct names): names from
 * word lists, generated SVG images, links on the reserved `.example` domain. Deterministic
 * for a given `seed`. Test data only (paging, search over a long list); ranks start at `rankFrom`.
 */
export function generateWalletRegistry(count = 600, seed = 7, rankFrom = 0): WalletRegistry {
  const random = createRandom(seed)
  const names = first.flatMap((a) => second.map((b) => `${a} ${b}`))
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[names[i], names[j]] = [names[j]!, names[i]!]
  }
  const wallets = names.slice(0, count).map((name, index) => {
    const slug = name.toLowerCase().replace(/ /g, '')
    const id = createHash('sha256').update(`porthole-dev-wallet:${name}`).digest('hex')
    const chains = chainPool.filter((_, i) => i === 0 || random() < 0.45)
    const hasMobile = random() < 0.7
    const hasDesktop = random() < 0.3
    return {
      id,
      name,
      rdns: `example.${slug}`,
      homepage: `https://${slug}.example`,
      ...(hasMobile
        ? { mobileLink: `${slug}://`, universalLink: `https://link.${slug}.example/wc` }
        : {}),
      ...(hasDesktop ? { desktopLink: `${slug}-desktop://` } : {}),
      ...(random() < 0.4 ? { webappLink: `https://app.${slug}.example` } : {}),
      chains,
      badges: random() < 0.15 ? ['certified'] : [],
      rank: rankFrom + index,
      image: {
        contentType: 'image/svg+xml' as const,
        data: Buffer.from(walletSvg(name, Math.floor(random() * 360))).toString('base64'),
      },
    }
  })
  return { wallets }
}
