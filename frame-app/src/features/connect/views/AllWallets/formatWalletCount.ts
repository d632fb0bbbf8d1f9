/** The registry size on the All wallets row: rounded down to tens, '600+' (exact below 10). */
export function formatWalletCount(count: number): string {
  if (count < 10) return String(count)
  return `${Math.floor(count / 10) * 10}+`
}
