/**
 * Where a registry wallet stands among the host's `featuredWalletIds`, which name wallets by
 * registry id or rdns (case-insensitive); -1 when it is not featured.
 */
export function featuredRank(
  featured: readonly string[] | undefined,
  wallet: { id: string; rdns?: string | null | undefined },
): number {
  const id = wallet.id.toLowerCase()
  const rdns = wallet.rdns?.toLowerCase()
  return (featured ?? []).findIndex((key) => {
    const lower = key.toLowerCase()
    return lower === id || (!!rdns && lower === rdns)
  })
}
