import type { WalletListing } from '../../db/wallets/walletListings.ts'
import type { ExplorerListing } from './ExplorerPageSchema.ts'

/** An Explorer listing as the registry stores it, `rank` being its place in the Explorer's order. */
export function listingToWallet(listing: ExplorerListing, rank: number): WalletListing {
  return {
    id: listing.id,
    name: listing.name,
    rdns: listing.rdns,
    homepage: listing.homepage,
    mobileLink: listing.mobile?.native,
    universalLink: listing.mobile?.universal,
    desktopLink: listing.desktop?.native ?? listing.desktop?.universal,
    webappLink: listing.app?.browser,
    appStore: listing.app?.ios,
    playStore: listing.app?.android,
    chromeStore: listing.app?.chrome,
    injectedIds: [...new Set((listing.injected ?? []).map((entry) => entry.injected_id))],
    chains: listing.chains,
    rank,
  }
}
