/**
 * A decimal amount the user typed ("1.5", "0.25") in the token's smallest unit; null when it
 * is not a plain positive decimal or has more fraction digits than the token.
 * @example parseTokenAmount('1.5', 6) // 1500000n
 */
export function parseTokenAmount(text: string, decimals: number): bigint | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim())
  if (!match || text.trim() === '' || text.trim() === '.') return null
  const [, whole = '', fraction = ''] = match
  if (fraction.length > decimals) return null
  const units = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
  return units > 0n ? units : null
}
