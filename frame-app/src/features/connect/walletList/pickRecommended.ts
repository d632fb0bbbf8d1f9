import { RECOMMENDED_WALLET_COUNT } from '@porthole/shared-protocol'
import type { RegistryWallet } from '../../../api/WalletPageSchema.ts'
import { featuredRank } from './featuredRank.ts'

/** SPEC §9: 4 recommended wallets. */
export { RECOMMENDED_WALLET_COUNT }

export type RecommendedInput = {
  featuredWalletIds?: readonly string[] | undefined
  /** rdns of the wallets the host page announces (shown as installed). */
  announcedRdns: ReadonlySet<string>
  isExcluded: (wallet: RegistryWallet) => boolean
}

/**
 * The recommended wallets: the first of the registry's first page (in the api's order) that
 * are neither featured, excluded nor announced in the host page (same rdns), at most 4.
 * Connect and AllWallets show the same ones.
 */
export function pickRecommended(
  registry: readonly RegistryWallet[],
  input: RecommendedInput,
): RegistryWallet[] {
  return registry
    .filter(
      (wallet) =>
        featuredRank(input.featuredWalletIds, wallet) === -1 &&
        !input.isExcluded(wallet) &&
        !(wallet.rdns && input.announcedRdns.has(wallet.rdns)),
    )
    .slice(0, RECOMMENDED_WALLET_COUNT)
}
