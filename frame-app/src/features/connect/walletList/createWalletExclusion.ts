/**
 * SPEC §5: excluded wallets are hidden by id, rdns or case-insensitive name. Returns the test
 * for one wallet.
 */
export function createWalletExclusion(excludeWalletIds: readonly string[] | undefined) {
  const excluded = new Set((excludeWalletIds ?? []).map((id) => id.toLowerCase()))
  return (wallet: { id: string; name: string; rdns?: string | null | undefined }): boolean =>
    excluded.has(wallet.id.toLowerCase()) ||
    excluded.has(wallet.name.toLowerCase()) ||
    (!!wallet.rdns && excluded.has(wallet.rdns.toLowerCase()))
}
