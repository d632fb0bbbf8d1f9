/** OnRamp's result strings, in the OnRamp chunk (not in the first paint's `en`): `useOnrampT`. */
export const onrampMessages = {
  failedHeading: 'The purchase did not go through',
  failed:
    '{name} says the purchase of {amount} {symbol} failed, so nothing was sent to your wallet. Try again, or pick another amount or payment method.',
}

export type OnrampMessageKey = keyof typeof onrampMessages
