/**
 * The on-ramp feature's lazy-chunk entry: what other parts of the frame take from its lazy
 * code (the locale test takes its strings). First-paint code imports `index.ts` instead.
 */
import { onrampMessages } from './onrampMessages.ts'

export { readPurchases } from './actors/readPurchases.ts'
export { type Purchase, purchaseKey } from './actors/watchPurchases.ts'
export type { OnrampMessageKey } from './onrampMessages.ts'

/** The feature's English catalogs by name, which each locale's `locales/<tag>.json` translates. */
export const englishCatalogs = { onramp: onrampMessages }
