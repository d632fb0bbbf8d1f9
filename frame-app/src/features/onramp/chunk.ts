/**
 * The on-ramp feature's lazy-chunk entry: what other parts of the frame take from its lazy
 * code (the locale test takes its strings). First-paint code imports `index.ts` instead.
 */

export { readPurchases } from './actors/readPurchases.ts'
export { type Purchase, purchaseKey } from './actors/watchPurchases.ts'
export { type OnrampMessageKey, onrampMessages } from './onrampMessages.ts'
