/** `value` in the token's smallest unit as a decimal string (`1500000000000000000n, 18` → `1.5`). */
export function toDecimalString(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = decimals > 0 ? digits.slice(-decimals).replace(/0+$/, '') : ''
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** SPEC §9: amounts displayed to 3 decimals, en-US grouping (`1234.56789` → `1,234.568`). */
export function formatAmount(value: bigint, decimals: number): string {
  return Number(toDecimalString(value, decimals)).toLocaleString('en-US', {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  })
}
