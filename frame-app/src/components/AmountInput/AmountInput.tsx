import type { InputHTMLAttributes } from 'react'

/**
 * A field for an amount (a token's, a currency's, a percentage): the decimal keypad on a
 * phone, and no autofill, which would offer amounts typed on other sites.
 * @example <AmountInput {...control} placeholder="0.00" value={amount} onChange={setAmount} />
 */
export function AmountInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input inputMode="decimal" autoComplete="off" {...props} />
}
