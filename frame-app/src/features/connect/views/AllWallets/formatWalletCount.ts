/**
 * The registry size on the All wallets row: rounded down to tens, '600+' (exact below 10). The
 * number and its plus sit in a left-to-right isolate (U+2066 … U+2069, the text form of
 * `<bdi dir="ltr">`), so a right-to-left language reads "600+" too, not "+600".
 */
export function formatWalletCount(count: number): string {
  if (count < 10) return String(count)
  return `\u2066${Math.floor(count / 10) * 10}+\u2069`
}
