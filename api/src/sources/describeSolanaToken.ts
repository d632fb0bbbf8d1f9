import type { SolanaDataChain } from '../chains/SolanaDataChainSchema.ts'

/** A mint the chain config does not name is shown by its address, 4 + 4 characters. */
const shortMint = (mint: string) => `${mint.slice(0, 4)}…${mint.slice(-4)}`

/**
 * How the Data API names an asset of `chain`: SOL (`mint` undefined) from the cluster's native
 * currency, an SPL mint from the cluster's token list (`tokens` in SOLANA_DATA_CHAINS), else by
 * its mint address.
 */
export function describeSolanaToken(
  chain: SolanaDataChain,
  mint: string | undefined,
): { name: string; symbol: string; iconUrl: string } {
  if (mint === undefined)
    return {
      name: chain.nativeCurrency.name,
      symbol: chain.nativeCurrency.symbol,
      iconUrl: chain.nativeCurrency.iconUrl ?? '',
    }
  const known = chain.tokens.find((token) => token.mint === mint)
  return {
    name: known?.name ?? mint,
    symbol: known?.symbol ?? shortMint(mint),
    iconUrl: known?.iconUrl ?? '',
  }
}
