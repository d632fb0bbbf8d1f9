const DECIMAL = /^(\d+\.?\d*|\.\d+)$/

/**
 * SPEC §5: the typed send value in the token's smallest unit; a non-numeric value counts as 0.
 * `fractionDigits` tells a value more precise than the token allows (checked separately).
 * @example parseAmount('1.5', 6) // { units: 1500000n, fractionDigits: 1 }
 */
export function parseAmount(text: string, decimals: number) {
  const value = text.trim()
  if (!DECIMAL.test(value)) return { units: 0n, fractionDigits: 0 }
  const fraction = value.split('.')[1] ?? ''
  const fractionDigits = fraction.replace(/0+$/, '').length
  if (fractionDigits > decimals) return { units: 0n, fractionDigits }
  const [whole = '', digits = ''] = value.split('.')
  const units = BigInt(`${whole || '0'}${digits.slice(0, decimals).padEnd(decimals, '0')}`)
  return { units, fractionDigits }
}
